import {
  historyMessages,
  type RevisionAction,
  type SupportMemberCreate,
  SupportMemberUpdate,
  type SupportStatus,
  type SupportStatusChangedPayload,
  supportMessages,
} from '@land-office/contract';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import { nowIso } from '../../db/rows.js';
import type { ProfileStatus } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound } from '../../errors.js';
import { type Actor, changedFields, logActivity } from '../activity/log.js';
import { emitEvents } from '../events/outbox.js';
import {
  forgetRecord,
  type RevisionData,
  recordRevision,
  staleWrite,
  UNTRASHED_SUMMARY,
} from '../history/record.js';
import { type MemberRow, memberVersion, snapshot, toMember } from './member.js';
import type { ResidentProfile } from './profile-lookup.js';

type Row = MemberRow;
type CreateValues = z.output<typeof SupportMemberCreate>;
type UpdateValues = z.output<typeof SupportMemberUpdate>;

const isUniqueViolation = (err: unknown) => {
  const code = (err as { code?: string }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

/**
 * Rows of `support_members`; every admin write logs its activity and its revision in its own
 * transaction. A delete moves the member to the trash (the uuid stays taken until it is purged).
 */
export function supportRepository(db: Db) {
  /** A live member; `trashed: true` one in the trash, `null` either. */
  const findRow = async (trx: Db, id: number, trashed: boolean | null = false) => {
    let query = trx.selectFrom('support_members').selectAll().where('id', '=', id);
    if (trashed !== null) query = query.where('deleted_at', trashed ? 'is not' : 'is', null);
    const row = await query.executeTakeFirst();
    if (!row) throw new NotFound(supportMessages.notFound);
    return row;
  };
  const find = async (trx: Db, id: number) => toMember(await findRow(trx, id));
  const revision = (
    trx: Db,
    actor: Actor,
    row: Row,
    action: RevisionAction,
    before?: Row,
    summary?: string,
  ) =>
    recordRevision(trx, actor, {
      resource: 'support',
      resourceId: row.id,
      action,
      data: snapshot(row),
      ...(before ? { before: snapshot(before) } : {}),
      ...(summary ? { summary } : {}),
    });
  const assertFree = async (trx: Db, uuid: string, exceptId?: number) => {
    let query = trx.selectFrom('support_members').select(['id', 'deleted_at']).where('uuid', '=', uuid);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    const holder = await query.executeTakeFirst();
    if (holder)
      throw new Conflict(
        holder.deleted_at
          ? `${supportMessages.duplicate}. ${historyMessages.inTrash}`
          : supportMessages.duplicate,
        'already_exists',
        { field: 'uuid' },
      );
  };
  // Two saves of one uuid can race past assertFree; the unique index settles it.
  const asConflict = (err: unknown): never => {
    throw isUniqueViolation(err)
      ? new Conflict(supportMessages.duplicate, 'already_exists', { field: 'uuid' })
      : err;
  };

  return {
    async list(options: { activeOnly?: boolean } = {}) {
      let query = db.selectFrom('support_members').selectAll().where('deleted_at', 'is', null).orderBy('id');
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
        await revision(trx, actor, row, 'create');
        return toMember(row);
      }).catch(asConflict);
    },

    /**
     * A partial update; a new uuid forgets the old avatar's name and photo until looked up.
     * `expected`: the version the writer read (If-Match); when the member has changed since, 412
     * says who changed them, and nothing is written.
     */
    update(
      id: number,
      patch: UpdateValues,
      actor: Actor,
      options: { expected?: string; restoring?: boolean } = {},
    ) {
      const { expected, restoring = false } = options;
      return transaction(db, async (trx) => {
        // A write first, which changes nothing: it holds the row (PostgreSQL) or the file (SQLite)
        // until commit, so of two saves sent at one version only the first passes the check.
        if (expected !== undefined)
          await trx
            .updateTable('support_members')
            .set((eb) => ({ updated_at: eb.ref('updated_at') }))
            .where('id', '=', id)
            .execute();
        const before = await findRow(trx, id, restoring ? null : false);
        const current = toMember(before);
        const version = memberVersion(current);
        if (expected !== undefined && expected !== version)
          throw await staleWrite(trx, { resource: 'support', resourceId: id }, current, version);
        const {
          id: _ignored,
          version: _version,
          roles,
          ...changes
        } = patch as typeof patch & {
          version?: string;
        };
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
            ...(restoring ? { deleted_at: null, deleted_by: null } : {}),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const keys = Object.keys({ ...changes, ...(roles ? { roles } : {}) });
        const action = restoring
          ? 'restore'
          : keys.length === 1 && keys[0] === 'is_active'
            ? 'toggle'
            : 'update';
        await logActivity(trx, actor, {
          resource: 'support',
          action,
          resourceId: id,
          summary: changedFields(Object.fromEntries(keys.map((k) => [k, true]))),
        });
        await revision(trx, actor, row, action, before.deleted_at ? undefined : before);
        return toMember(row);
      }).catch(asConflict);
    },

    /** Moves the member to the trash. */
    remove(id: number, actor: Actor) {
      return transaction(db, async (trx) => {
        const current = await find(trx, id);
        const row = await trx
          .updateTable('support_members')
          .set({ deleted_at: nowIso(), deleted_by: actor.admin?.id ?? null })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, { resource: 'support', action: 'delete', resourceId: id });
        await revision(trx, actor, row, 'delete');
        return current;
      });
    },

    /** Writes a revision back through the update's rules; what no longer fits answers 409. */
    async restoreVersion(id: number, data: RevisionData, actor: Actor) {
      const parsed = SupportMemberUpdate.safeParse({
        uuid: data.uuid,
        email: data.email,
        languages: data.languages,
        roles: data.roles,
        is_active: data.is_active,
      });
      if (!parsed.success)
        throw new Conflict(
          historyMessages.noLongerFits(parsed.error.issues[0]?.message ?? 'invalid'),
          'revision_incompatible',
        );
      try {
        return await this.update(id, parsed.data, actor, { restoring: true });
      } catch (err) {
        if (err instanceof Conflict)
          throw new Conflict(historyMessages.noLongerFits(err.message), 'revision_incompatible');
        throw err;
      }
    },

    /** Takes a member out of the trash. */
    untrash(id: number, actor: Actor) {
      return transaction(db, async (trx) => {
        await findRow(trx, id, true);
        const row = await trx
          .updateTable('support_members')
          .set({ deleted_at: null, deleted_by: null, updated_at: nowIso() })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await logActivity(trx, actor, { resource: 'support', action: 'restore', resourceId: id });
        await revision(trx, actor, row, 'restore', undefined, UNTRASHED_SUMMARY);
        return toMember(row);
      });
    },

    /** Deletes a member in the trash for good, with their history. */
    purge(id: number, actor: Actor | undefined) {
      return transaction(db, async (trx) => {
        const row = await findRow(trx, id, true);
        await trx.deleteFrom('support_members').where('id', '=', id).execute();
        await forgetRecord(trx, actor, 'support', id);
        return row as unknown as Record<string, unknown>;
      });
    },

    /**
     * An in-world report. last_seen is the last moment the avatar was known online: every
     * "online" report moves it, and so does the report that they went offline.
     */
    async setStatus(uuid: string, status: SupportStatus) {
      return transaction(db, async (trx) => {
        // A write first, which changes nothing: it holds the row until commit, so of two reports
        // sent at once the second reads what the first wrote, and a change is told once.
        await trx
          .updateTable('support_members')
          .set((eb) => ({ status: eb.ref('status') }))
          .where('uuid', '=', uuid)
          .where('deleted_at', 'is', null)
          .execute();
        const row = await trx
          .selectFrom('support_members')
          .select(['id', 'name', 'status', 'last_seen'])
          .where('uuid', '=', uuid)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!row) throw new NotFound(supportMessages.notFound);
        const now = nowIso();
        const lastSeen = status === 'online' || row.status === 'online' ? now : row.last_seen;
        await trx
          .updateTable('support_members')
          .set({ status, last_seen: lastSeen, updated_at: now })
          .where('id', '=', row.id)
          .execute();
        if (row.status !== status) {
          const payload: SupportStatusChangedPayload = {
            member: { uuid, name: row.name, status, last_seen: lastSeen },
            previous: row.status,
          };
          await emitEvents(trx, [{ type: 'support.status_changed', payload }], now);
        }
        return { uuid, status, last_seen: lastSeen };
      });
    },

    /** Members whose profile the background lookup still owes. */
    profilesOwed() {
      return db
        .selectFrom('support_members')
        .select(['id', 'uuid'])
        .where('profile_status', 'in', ['pending', 'failed'])
        .where('deleted_at', 'is', null)
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
