import { AutosaveBody, type RevisionAction } from '@land-office/contract';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import { PreconditionFailed } from '../../errors.js';
import { versionTag } from '../../lib/versions.js';
import { type Actor, actingUserId, logActivity } from '../activity/log.js';

type Trx = Kysely<Database> | Transaction<Database>;
export type RevisionData = Record<string, unknown>;

export interface RevisionEntry {
  /** The activity-log resource: `blog`, `hero`, `site_settings`… */
  resource: string;
  resourceId: string | number;
  action: RevisionAction;
  /** The record (or settings document) after the change. */
  data: RevisionData;
  /**
   * The record before the change, for an update: when nothing differs no revision is stored, and
   * when the record has no revision yet (it was written before history was kept) it is stored
   * first, so the change can still be undone.
   */
  before?: RevisionData;
  summary?: string;
}

const same = (a: RevisionData, b: RevisionData) => JSON.stringify(a) === JSON.stringify(b);

/** "Changed: title, content": the fields whose value differs, never values. */
export function changedSummary(before: RevisionData | undefined, after: RevisionData): string {
  if (!before) return '';
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return keys.length ? `Changed: ${keys.join(', ')}`.slice(0, 500) : '';
}

/**
 * Stores one revision in the transaction of the write it records, so the two exist together or
 * not at all. An update that changed nothing stores none. A real change drops the record's
 * autosave (what it held is now saved, or was given up).
 */
export const recordRevision = (trx: Trx, actor: Actor, entry: RevisionEntry) =>
  recordRevisions(trx, actor, [entry]);

/** Several revisions of one resource's records (a reorder), in a few statements whatever their number. */
export async function recordRevisions(trx: Trx, actor: Actor, entries: RevisionEntry[]): Promise<void> {
  const changed = entries.filter(
    (entry) => entry.action === 'autosave' || !entry.before || !same(entry.before, entry.data),
  );
  const [first] = changed;
  if (!first) return;
  const { resource } = first;
  if (changed.some((entry) => entry.resource !== resource))
    throw new Error('recordRevisions takes the records of one resource');
  const ids = [...new Set(changed.map((entry) => String(entry.resourceId)))];
  const at = nowIso();
  const row = (
    entry: RevisionEntry,
    action: RevisionAction,
    data: RevisionData,
    summary: string,
    when = at,
  ) => ({
    resource,
    resource_id: String(entry.resourceId),
    action,
    at: when,
    user_id: action === 'baseline' ? null : actingUserId(actor),
    username: action === 'baseline' ? null : (actor.admin?.username ?? null),
    summary: summary.slice(0, 500),
    data: JSON.stringify(data),
  });

  // A record written before history was kept gets its state before this change stored first.
  // (Not for a reorder: its revision holds the whole record, only the position differs.)
  const baselines = [];
  for (const entry of changed) {
    if (!entry.before || entry.action === 'autosave' || entry.action === 'reorder') continue;
    const earlier = await trx
      .selectFrom('revisions')
      .select('id')
      .where('resource', '=', resource)
      .where('resource_id', '=', String(entry.resourceId))
      .where('action', '!=', 'autosave')
      .limit(1)
      .executeTakeFirst();
    // Just before the change: the older of the two.
    const justBefore = new Date(Date.parse(at) - 1).toISOString();
    if (!earlier) baselines.push(row(entry, 'baseline', entry.before, BASELINE_SUMMARY, justBefore));
  }
  // Only the blog keeps autosaves; a real change (or a newer autosave) replaces the record's.
  if (AUTOSAVED.has(resource))
    await trx
      .deleteFrom('revisions')
      .where('resource', '=', resource)
      .where('resource_id', 'in', ids)
      .where('action', '=', 'autosave')
      .execute();
  await trx
    .insertInto('revisions')
    .values([
      ...baselines,
      ...changed.map((entry) =>
        row(entry, entry.action, entry.data, entry.summary ?? changedSummary(entry.before, entry.data)),
      ),
    ])
    .execute();
}

const BASELINE_SUMMARY = 'As it was before history was kept';
/** The account of a restore from the trash (a restore of a version names the fields it changed). */
export const UNTRASHED_SUMMARY = 'Taken out of the trash';
/** The resources whose form autosaves (the contract's autosave body names them). */
const AUTOSAVED = new Set<string>([AutosaveBody.shape.resource.value]);

/**
 * A record deleted for good takes its revisions with it; the log says so when a person did it
 * (the sweep's purges leave no entry). Call it in the transaction that deletes the row.
 */
export async function forgetRecord(trx: Trx, actor: Actor | undefined, resource: string, id: number) {
  await trx
    .deleteFrom('revisions')
    .where('resource', '=', resource)
    .where('resource_id', '=', String(id))
    .execute();
  if (actor)
    await logActivity(trx, actor, {
      resource,
      action: 'delete',
      resourceId: id,
      summary: 'Deleted permanently',
    });
}

/** "2026-11-25 14:05 UTC": the time of a change as the 412's sentence says it. */
const minuteUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/**
 * The 412 of a save sent at a version that is no longer the current one: the sentence names who
 * made the newest version and when (its revision; an autosave changes nothing saved), and the
 * answer carries what the record or document holds now, with its version to send next.
 * `fallbackAt`: the time to name when no revision says (a record older than its history).
 */
export async function staleWrite(
  trx: Trx,
  target: { resource: string; resourceId: string | number },
  current: unknown,
  version: string,
  fallbackAt?: string,
): Promise<PreconditionFailed> {
  const last = await trx
    .selectFrom('revisions')
    .leftJoin('users', 'users.id', 'revisions.user_id')
    .select(['revisions.username', 'users.display_name', 'revisions.at'])
    .where('revisions.resource', '=', target.resource)
    .where('revisions.resource_id', '=', String(target.resourceId))
    .where('revisions.action', '!=', 'autosave')
    .orderBy('revisions.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  const by = last?.display_name || last?.username || 'someone';
  const at = last?.at ?? fallbackAt;
  return new PreconditionFailed(
    `This was changed by ${by}${at ? ` at ${minuteUtc(at)}` : ''} after you opened it`,
    current,
    versionTag(version),
  );
}
