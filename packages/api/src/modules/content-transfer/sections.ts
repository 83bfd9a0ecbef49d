import { contentTypes } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import { snapshot } from '../support/member.js';
import { contentSection } from './content-section.js';
import type { Section } from './section.js';

export type { Parsed } from './section.js';

const supportMembers: Section<'support_members'> = {
  name: 'support_members',
  unique: true,
  items: (body) => body.support_members,
  key: (member) => member.uuid,
  async exportAll(db, { emails }) {
    const rows = await db
      .selectFrom('support_members')
      .select(['uuid', 'email', 'languages', 'roles', 'is_active'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(({ email, roles, ...row }) => ({
      ...row,
      roles: roles ? roles.split(',') : [],
      ...(emails ? { email } : {}),
    }));
  },
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

export const exportContent = async (db: Db, opts: { emails: boolean }) =>
  Object.fromEntries(await Promise.all(sections.map(async (s) => [s.name, await s.exportAll(db, opts)])));
