import type { FastifyRequest } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { activityRepository } from './repository.js';

export type ActivityAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'toggle'
  | 'reorder'
  | 'upload'
  | 'save'
  | 'run'
  | 'login'
  | 'logout'
  | 'login_failed'
  | 'import'
  | 'restore'
  /** A scheduled post went live at its publish_at (logged by the scheduler). */
  | 'published';

export interface ActivityEntry {
  resource: string;
  action: ActivityAction;
  resourceId?: string | number | null;
  summary?: string;
}

/**
 * Who acted: the signed-in admin of a request, or a named actor (failed sign-in), or no one (the
 * scheduler: no user, no address). A request with an API token acts for the owner who made it,
 * named "token <name>" (and tied to no user) in the activity log and the history.
 */
export type Actor = Partial<Pick<FastifyRequest, 'ip'>> & {
  admin?: { id: number; username: string };
  apiToken?: { name: string };
};

/** The user an entry of the log or the history is tied to: none for an API token's or the scheduler's. */
export const actingUserId = (actor: Actor) => (actor.apiToken ? null : (actor.admin?.id ?? null));

const SECRET_KEY = /pass(word)?|token|secret|hash/i;

/** "Changed: title, slug, published" — field names only, never values, never secrets. */
export function changedFields(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const keys = Object.keys(body).filter((k) => !SECRET_KEY.test(k));
  return keys.length ? `Changed: ${keys.join(', ')}`.slice(0, 500) : '';
}

/**
 * Records one admin action. Pass the transaction of the change itself, so the entry exists
 * exactly when the change does. An entry written on its own (a failed sign-in, an upload) is
 * its own transaction, retried as any write is when the database is locked or deadlocked.
 */
export async function logActivity(
  db: Kysely<Database> | Transaction<Database>,
  actor: Actor,
  entry: ActivityEntry,
): Promise<void> {
  if (!db.isTransaction) return transaction(db, (trx) => logActivity(trx, actor, entry));
  await db
    .insertInto('activity_log')
    .values({
      at: new Date().toISOString(),
      admin_id: actingUserId(actor),
      username: actor.admin?.username ?? null,
      action: entry.action,
      resource: entry.resource,
      resource_id: entry.resourceId == null ? null : String(entry.resourceId),
      summary: (entry.summary ?? '').slice(0, 500),
      ip: actor.ip ?? null,
    })
    .execute();
}

/** The newest entries, as the activity screen's first page shows them: what other modules read of the log. */
export const recentActivity = (db: Db, limit: number) => activityRepository(db).page({ limit });
