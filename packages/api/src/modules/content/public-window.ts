import { type ContentType, isWithin, type PublicWindow } from '@land-office/contract';
import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/index.js';

// biome-ignore lint/suspicious/noExplicitAny: the table and columns are a declaration's, chosen at run time
type AnyQuery = SelectQueryBuilder<any, any, any>;
// biome-ignore lint/suspicious/noExplicitAny: likewise
type AnyExpressions = ExpressionBuilder<any, any>;

/**
 * Of records that are public apart from their window, those inside it at `now` (ISO UTC: the
 * text order is the time order), and the next instant after `now` at which one starts or ends
 * (milliseconds; undefined when none will).
 */
export function publicView<R extends object>(window: PublicWindow | undefined, records: R[], now: string) {
  if (!window) return { records, changesAt: undefined };
  const at = (record: R, field?: string) =>
    field ? ((record as Record<string, unknown>)[field] as string | null | undefined) : undefined;
  let next: string | undefined;
  for (const record of records)
    for (const bound of [at(record, window.from), at(record, window.until)])
      if (bound && bound > now && (next === undefined || bound < next)) next = bound;
  return {
    records: records.filter((record) => isWithin(now, at(record, window.from), at(record, window.until))),
    changesAt: next === undefined ? undefined : Date.parse(next),
  };
}

/**
 * Narrows a query to the records inside their window at `now`: started (`from` empty or not
 * after now) and not ended (`until` empty or after now). `table` qualifies the columns of a join.
 */
export function insideWindow<Q extends AnyQuery>(
  query: Q,
  window: PublicWindow | undefined,
  now: string,
  table?: string,
): Q {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  let narrowed: AnyQuery = query;
  const from = window?.from;
  const until = window?.until;
  if (from)
    narrowed = narrowed.where((eb: AnyExpressions) =>
      eb.or([eb(column(from), 'is', null), eb(column(from), '<=', now)]),
    );
  if (until)
    narrowed = narrowed.where((eb: AnyExpressions) =>
      eb.or([eb(column(until), 'is', null), eb(column(until), '>', now)]),
    );
  return narrowed as Q;
}

/**
 * For a type with many records (the blog), the next instant after `now` at which its public read
 * changes with no write, from the database (an index on each bound): the earliest future start
 * or end among records public apart from their window (`flag` set, not in the trash).
 */
export async function nextWindowChange(
  db: Db,
  type: ContentType,
  flag: string,
  now: string,
): Promise<number | undefined> {
  let next: string | undefined;
  for (const bound of [type.window?.from, type.window?.until]) {
    if (!bound) continue;
    const row = await db
      .selectFrom(type.table as 'blog_posts')
      .select(sql<string | null>`min(${sql.ref(bound)})`.as('at'))
      .where(flag as 'published', '=', true)
      .where('deleted_at', 'is', null)
      .where(bound as 'publish_at', '>', now)
      .executeTakeFirst();
    if (row?.at && (next === undefined || row.at < next)) next = row.at;
  }
  return next === undefined ? undefined : Date.parse(next);
}
