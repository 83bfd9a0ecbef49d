import { CONTENT_FORMAT, ContentExport, contentTypes } from '@land-office/contract';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import { snapshot } from '../support/member.js';
import { keysetBatches } from './batches.js';
import { contentSection } from './content-section.js';
import type { Section } from './section.js';

export type { Parsed } from './section.js';

const supportMembers: Section<'support_members'> = {
  name: 'support_members',
  unique: true,
  items: (body) => body.support_members,
  key: (member) => member.uuid,
  exportBatches: (db, { emails, size }) =>
    keysetBatches(size, async (after: { id: number } | undefined) => {
      let query = db
        .selectFrom('support_members')
        .select(['id', 'uuid', 'email', 'languages', 'roles', 'is_active'])
        .where('deleted_at', 'is', null);
      if (after) query = query.where('id', '>', after.id);
      const rows = await query.orderBy('id').limit(size).execute();
      return rows.map(({ email, roles, ...row }) => ({
        ...row,
        roles: roles ? roles.split(',') : [],
        ...(emails ? { email } : {}),
      }));
    }),
  existing: async (db) =>
    (await db.selectFrom('support_members').select(['id', 'uuid']).orderBy('id').execute()).map((r) => ({
      key: r.uuid,
      id: r.id,
    })),
  async write(trx, { email, roles, ...member }, id) {
    const values = {
      ...member,
      roles: roles.join(','),
      updated_at: nowIso(),
      ...(email === undefined ? {} : { email }),
    };
    // A member in the trash keeps their uuid: importing it brings them back.
    if (id !== undefined) {
      const before = await trx
        .selectFrom('support_members')
        .selectAll()
        .where('id', '=', Number(id))
        .executeTakeFirst();
      const row = await trx
        .updateTable('support_members')
        .set({ ...values, deleted_at: null, deleted_by: null })
        .where('id', '=', Number(id))
        .returningAll()
        .executeTakeFirstOrThrow();
      return {
        resource: 'support',
        resourceId: row.id,
        action: 'update',
        data: snapshot(row),
        ...(before && !before.deleted_at ? { before: snapshot(before) } : {}),
      };
    }
    const row = await trx
      .insertInto('support_members')
      .values({
        ...values,
        email: email ?? null,
        status: 'offline',
        profile_status: 'pending',
        created_at: values.updated_at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { resource: 'support', resourceId: row.id, action: 'create', data: snapshot(row) };
  },
};

/** Fields an old client echoes back into a settings body; never stored. */
const ECHOED = ['id', 'created_at', 'updated_at'];

const settings: Section<'settings'> = {
  name: 'settings',
  unique: true,
  items: (body) =>
    body.settings &&
    Object.entries(body.settings).map(([key, doc]) => ({
      key,
      doc: Object.fromEntries(Object.entries(doc ?? {}).filter(([field]) => !ECHOED.includes(field))),
    })),
  key: (item) => item.key,
  record: true,
  // A handful of documents, one a settings screen: read in one batch.
  async *exportBatches(db) {
    const entries: [string, unknown][] = [];
    for (const row of await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute()) {
      try {
        entries.push([row.key, JSON.parse(row.value)]);
      } catch {
        // An unreadable document reads as the defaults, so it exports as nothing.
      }
    }
    yield entries;
  },
  existing: async (db) =>
    (await db.selectFrom('settings').select('key').orderBy('key').execute()).map((r) => ({
      key: r.key,
      id: r.key,
    })),
  async write(trx, { key, doc }) {
    const value = JSON.stringify(doc);
    const updated_at = nowIso();
    await trx
      .insertInto('settings')
      .values({ key, value, updated_at })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
      .execute();
    // No revision: a settings revision holds the whole document as its screen shows it (defaults
    // filled in), which the settings module makes; the import's log entry says what it replaced.
    return undefined;
  },
};

// biome-ignore lint/suspicious/noExplicitAny: a list of sections of different item types
export const sections: Section<any>[] = [...contentTypes.map(contentSection), supportMembers, settings];

/**
 * Items read from the database at a time for an export: 50 posts are about 1 MB. Batches of 200
 * lived long enough to reach V8's old generation, and the server's peak grew with the export
 * (scripts/stream-memory.mjs: 250 MB for 20,000 posts, where batches of 50 keep it at its idle level).
 */
export const EXPORT_BATCH = 50;

/**
 * The export file as ContentExport has it (its keys in its order, each item encoded through its
 * schema, as the serializer would the whole), written out a piece at a time: the head, then each
 * section a batch of items at a time, so an export holds one batch, never all the content.
 */
export async function* exportDocument(
  db: Db,
  opts: { emails: boolean; exportedAt: string; batchSize?: number },
): AsyncGenerator<string> {
  const size = opts.batchSize ?? EXPORT_BATCH;
  const head: Pick<ContentExport, 'format' | 'exported_at'> = {
    format: CONTENT_FORMAT,
    exported_at: opts.exportedAt,
  };
  const text = pieces();
  text.push(JSON.stringify(head).slice(0, -1));
  const byName = new Map(sections.map((s) => [s.name as string, s]));
  for (const name of Object.keys(ContentExport.shape)) {
    if (name in head) continue;
    const section = byName.get(name);
    if (!section) throw new Error(`No export section for ${name}`);
    // biome-ignore lint/suspicious/noExplicitAny: each section's own schema, a list's or a record's
    const schema = ContentExport.shape[name as keyof typeof ContentExport.shape] as any;
    const item = section.record ? schema.valueType : schema.element;
    const [open, close] = section.record ? ['{', '}'] : ['[', ']'];
    let first = true;
    text.push(`,${JSON.stringify(name)}:${open}`);
    for await (const batch of section.exportBatches(db, { emails: opts.emails, size })) {
      for (const entry of batch) {
        if (!first) text.push(',');
        first = false;
        if (section.record) {
          const [key, value] = entry as [string, unknown];
          text.push(`${JSON.stringify(key)}:${JSON.stringify(z.encode(item, value))}`);
        } else text.push(JSON.stringify(z.encode(item, entry)));
        if (text.length >= PIECE) yield text.take();
      }
    }
    text.push(close);
  }
  text.push('}');
  yield text.take();
}

/**
 * Text gathered into pieces of about `PIECE` characters: each small enough for V8's young
 * generation (a string over 128 kB is made in the old one, and stays until a full collection),
 * large enough that a piece is not a write of its own per item.
 */
const PIECE = 32 * 1024;
function pieces() {
  let parts: string[] = [];
  let size = 0;
  return {
    get length() {
      return size;
    },
    push(part: string) {
      parts.push(part);
      size += part.length;
    },
    take() {
      const out = parts.join('');
      parts = [];
      size = 0;
      return out;
    },
  };
}
