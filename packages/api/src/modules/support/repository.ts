import {
  type SupportMember,
  type SupportMemberCreate,
  type SupportMemberUpdate,
  type SupportRole,
  type SupportStatus,
  supportMessages,
} from '@land-office/contract';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { ProfileStatus, SupportMemberTable } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound } from '../../errors.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';
import type { ResidentProfile } from './profile-lookup.js';

type Row = Selectable<SupportMemberTable>;
type CreateValues = z.output<typeof SupportMemberCreate>;
type UpdateValues = z.output<typeof SupportMemberUpdate>;

export function toMember(row: Row): SupportMember & { profile_status: ProfileStatus } {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    photo_url: row.photo_url,
    email: row.email,
    languages: row.languages,
    roles: row.roles ? (row.roles.split(',') as SupportRole[]) : [],
    is_active: row.is_active,
    status: row.status,
    last_seen: row.last_seen,
    profile_status: row.profile_status,
  };
}

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/** Rows of `support_members`; every admin write logs its activity in its own transaction. */
export function supportRepository(db: Db) {
  const find = async (trx: Db, id: number) => {
    const row = await trx.selectFrom('support_members').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFound(supportMessages.notFound);
    return toMember(row);
  };
  const assertFree = async (trx: Db, uuid: string, exceptId?: number) => {
    let query = trx.selectFrom('support_members').select('id').where('uuid', '=', uuid);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    if (await query.executeTakeFirst()) throw new Conflict(supportMessages.duplicate);
  };
  // Two saves of one uuid can race past assertFree; the unique index settles it.
  const asConflict = (err: unknown): never => {
    throw isUniqueViolation(err) ? new Conflict(supportMessages.duplicate) : err;
  };

  return {
    async list(options: { activeOnly?: boolean } = {}) {
      let query = db.selectFrom('support_members').selectAll().orderBy('id');
      if (options.activeOnly) query = query.where('is_active', '=', true);
      return (await query.execute()).map(toMember);
    },

    get: (id: number) => find(db, id),

    create(values: CreateValues, actor: Actor) {
      return transaction(db, async (trx) => {
        await assertFree(trx, values.uuid);
        const now = nowIso();
        const row = await trx
          .insertInto('support_members')
          .values({
            ...values,
            roles: values.roles.join(','),
            status: 'offline',
            profile_status: 'pending',
            created_at: now,
            updated_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, {
          resource: 'support',
          action: 'create',
          resourceId: row.id,
          summary: changedFields(values),
        });
        return toMember(row);
      }).catch(asConflict);
    },

    /** A partial update; a new uuid forgets the old avatar's name and photo until looked up. */
    update(id: number, patch: UpdateValues, actor: Actor) {
      return transaction(db, async (trx) => {
        const current = await find(trx, id);
        const { id: _ignored, roles, ...changes } = patch;
        const uuidChanged = changes.uuid !== undefined && changes.uuid !== current.uuid;
        if (uuidChanged) await assertFree(trx, changes.uuid as string, id);
        const row = await trx
          .updateTable('support_members')
          .set({
            ...changes,
            ...(roles ? { roles: roles.join(',') } : {}),
            ...(uuidChanged
              ? {
                  name: null,
                  photo_url: null,
                  profile_status: 'pending' as const,
                  profile_checked_at: null,
                }
              : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const keys = Object.keys({ ...changes, ...(roles ? { roles } : {}) });
        await logActivity(trx, actor, {
          resource: 'support',
          action: keys.length === 1 && keys[0] === 'is_active' ? 'toggle' : 'update',
          resourceId: id,
          summary: changedFields(Object.fromEntries(keys.map((k) => [k, true]))),
        });
        return toMember(row);
      }).catch(asConflict);
    },

    remove(id: number, actor: Actor) {
      return transaction(db, async (trx) => {
        const current = await find(trx, id);
        await trx.deleteFrom('support_members').where('id', '=', id).execute();
        await logActivity(trx, actor, { resource: 'support', action: 'delete', resourceId: id });
        return current;
      });
    },

    /**
     * An in-world report. last_seen is the last moment the avatar was known online: every
     * "online" report moves it, and so does the report that they went offline.
     */
    async setStatus(uuid: string, status: SupportStatus) {
      return transaction(db, async (trx) => {
        const row = await trx
          .selectFrom('support_members')
          .select(['id', 'status', 'last_seen'])
          .where('uuid', '=', uuid)
          .executeTakeFirst();
        if (!row) throw new NotFound(supportMessages.notFound);
        const now = nowIso();
        const lastSeen = status === 'online' || row.status === 'online' ? now : row.last_seen;
        await trx
          .updateTable('support_members')
          .set({ status, last_seen: lastSeen, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        return { uuid, status, last_seen: lastSeen };
      });
    },

    /** Members whose profile the background lookup still owes. */
    profilesOwed() {
      return db
        .selectFrom('support_members')
        .select(['id', 'uuid'])
        .where('profile_status', 'in', ['pending', 'failed'])
        .orderBy('id')
        .execute();
    },

    /**
     * Stores a lookup's outcome, only if the member still has the uuid that was looked up (an
     * edit may have changed it meanwhile). True when a row changed.
     */
    async saveProfile(id: number, uuid: string, outcome: ProfileStatus, profile?: ResidentProfile) {
      // In a transaction of its own only to wait, as any write does, while SQLite is locked.
      const result = await transaction(db, (trx) =>
        trx
          .updateTable('support_members')
          .set({
            profile_status: outcome,
            profile_checked_at: nowIso(),
            ...(outcome === 'found' || outcome === 'not_found'
              ? { name: profile?.name ?? null, photo_url: profile?.photo_url ?? null }
              : {}),
          })
          .where('id', '=', id)
          .where('uuid', '=', uuid)
          .executeTakeFirst(),
      );
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type SupportRepository = ReturnType<typeof supportRepository>;
