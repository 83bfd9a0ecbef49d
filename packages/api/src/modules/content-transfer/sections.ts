import { type ContentImport, type ContentSection, menuUrlProblem } from '@land-office/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { nowIso, withBooleans } from '../../db/rows.js';
import { ValidationError } from '../../errors.js';
import type { Actor } from '../activity/log.js';
import { sanitizeContent } from '../blog/sanitize-content.js';

type Parsed = z.output<typeof import('@land-office/contract').ContentImport>;
interface Items {
  blog_posts: NonNullable<Parsed['blog_posts']>[number];
  menu_items: NonNullable<Parsed['menu_items']>[number];
  support_members: NonNullable<Parsed['support_members']>[number];
  settings: { key: string; doc: Record<string, unknown> };
}
type ItemOf<K extends ContentSection> = Items[K];

/**
 * One kind of content in the export file: how it is read for export, what identifies an item
 * across instances (a post's slug, a member's avatar key…), and how an imported item is written
 * (created, or replacing the one with its key). A new content type adds one entry here.
 */
interface Section<K extends ContentSection> {
  name: K;
  items(body: Parsed): ItemOf<K>[] | undefined;
  key(item: ItemOf<K>): string;
  problem?(item: ItemOf<K>): string | undefined;
  exportAll(db: Db, opts: { emails: boolean }): Promise<unknown>;
  existingKeys(db: Db): Promise<Set<string>>;
  write(trx: Db, item: ItemOf<K>, replace: boolean, actor: Actor): Promise<void>;
}

const blogPosts: Section<'blog_posts'> = {
  name: 'blog_posts',
  items: (body) => body.blog_posts,
  key: (post) => post.slug,
  exportAll: async (db) =>
    (
      await db
        .selectFrom('blog_posts')
        .select(['title', 'slug', 'excerpt', 'content', 'image_url', 'published'])
        .orderBy('id')
        .execute()
    ).map((row) => withBooleans(row, ['published'])),
  existingKeys: async (db) =>
    new Set((await db.selectFrom('blog_posts').select('slug').execute()).map((r) => r.slug)),
  async write(trx, post, replace, actor) {
    const values = { ...post, content: sanitizeContent(post.content), updated_at: nowIso() };
    if (replace) await trx.updateTable('blog_posts').set(values).where('slug', '=', post.slug).execute();
    else
      await trx
        .insertInto('blog_posts')
        .values({ ...values, author_id: actor.admin?.id ?? null, created_at: values.updated_at })
        .execute();
  },
};

const menuItems: Section<'menu_items'> = {
  name: 'menu_items',
  items: (body) => body.menu_items,
  key: (item) => item.label,
  problem: (item) => menuUrlProblem(item),
  exportAll: async (db) =>
    (
      await db
        .selectFrom('menu_items')
        .select(['label', 'url', 'is_external', 'is_active', 'order_pos'])
        .orderBy('order_pos')
        .orderBy('id')
        .execute()
    ).map((row) => withBooleans(row, ['is_external', 'is_active'])),
  existingKeys: async (db) =>
    new Set((await db.selectFrom('menu_items').select('label').execute()).map((r) => r.label)),
  async write(trx, item, replace) {
    const values = { ...item, updated_at: nowIso() };
    if (replace) await trx.updateTable('menu_items').set(values).where('label', '=', item.label).execute();
    else
      await trx
        .insertInto('menu_items')
        .values({ ...values, created_at: values.updated_at })
        .execute();
  },
};

const supportMembers: Section<'support_members'> = {
  name: 'support_members',
  items: (body) => body.support_members,
  key: (member) => member.uuid,
  async exportAll(db, { emails }) {
    const rows = await db
      .selectFrom('support_members')
      .select(['uuid', 'email', 'languages', 'roles', 'is_active'])
      .orderBy('id')
      .execute();
    return rows.map(({ email, roles, ...row }) => ({
      ...withBooleans(row, ['is_active']),
      roles: roles ? roles.split(',') : [],
      ...(emails ? { email } : {}),
    }));
  },
  existingKeys: async (db) =>
    new Set((await db.selectFrom('support_members').select('uuid').execute()).map((r) => r.uuid)),
  async write(trx, { email, roles, ...member }, replace) {
    const values = {
      ...member,
      roles: roles.join(','),
      updated_at: nowIso(),
      ...(email === undefined ? {} : { email }),
    };
    if (replace)
      await trx.updateTable('support_members').set(values).where('uuid', '=', member.uuid).execute();
    else
      await trx
        .insertInto('support_members')
        .values({
          ...values,
          email: email ?? null,
          status: 'offline',
          profile_status: 'pending',
          created_at: values.updated_at,
        })
        .execute();
  },
};

/** Fields an old client echoes back into a settings body; never stored. */
const ECHOED = ['id', 'created_at', 'updated_at'];

const settings: Section<'settings'> = {
  name: 'settings',
  items: (body) =>
    body.settings &&
    Object.entries(body.settings).map(([key, doc]) => ({
      key,
      doc: Object.fromEntries(Object.entries(doc ?? {}).filter(([field]) => !ECHOED.includes(field))),
    })),
  key: (item) => item.key,
  async exportAll(db) {
    const out: Record<string, unknown> = {};
    for (const row of await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute()) {
      try {
        out[row.key] = JSON.parse(row.value);
      } catch {
        // An unreadable document reads as the defaults, so it exports as nothing.
      }
    }
    return out;
  },
  existingKeys: async (db) =>
    new Set((await db.selectFrom('settings').select('key').execute()).map((r) => r.key)),
  async write(trx, { key, doc }) {
    const value = JSON.stringify(doc);
    const updated_at = nowIso();
    await trx
      .insertInto('settings')
      .values({ key, value, updated_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
      .execute();
  },
};

// biome-ignore lint/suspicious/noExplicitAny: a list of sections of different item types
export const sections: Section<any>[] = [blogPosts, menuItems, supportMembers, settings];

/** Checks an import as a whole (duplicate keys, cross-field rules) and says what it would do. */
export async function planImport(db: Db, body: ContentImport) {
  const parsed = body as unknown as Parsed;
  const plan = [];
  for (const section of sections) {
    const items = section.items(parsed);
    if (!items) continue;
    const seen = new Set<string>();
    for (const item of items) {
      const key = section.key(item);
      if (seen.has(key)) throw new ValidationError(`${section.name}: "${key}" appears more than once`);
      seen.add(key);
      const problem = section.problem?.(item);
      if (problem) throw new ValidationError(`${section.name} "${key}": ${problem}`);
    }
    const existing = await section.existingKeys(db);
    const keys = [...seen];
    plan.push({
      section: section.name,
      items,
      create: keys.filter((k) => !existing.has(k)),
      replace: keys.filter((k) => existing.has(k)),
    });
  }
  return plan;
}

export const exportContent = async (db: Db, opts: { emails: boolean }) =>
  Object.fromEntries(await Promise.all(sections.map(async (s) => [s.name, await s.exportAll(db, opts)])));

/** Writes a planned import; the caller gives the transaction. */
export async function applyImport(trx: Db, plan: Awaited<ReturnType<typeof planImport>>, actor: Actor) {
  for (const step of plan) {
    const section = sections.find((s) => s.name === step.section);
    const replacing = new Set(step.replace);
    for (const item of step.items) await section?.write(trx, item, replacing.has(section.key(item)), actor);
  }
}
