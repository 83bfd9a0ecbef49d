import {
  CONTENT_EXACT_TOTAL_MAX,
  CONTENT_PAGE_DEFAULT,
  type ContentPage,
  type ContentSort,
  type ContentStatus,
  type ContentType,
  pagingMessages,
} from '@land-office/contract';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { NotFound, ValidationError } from '../../errors.js';
import type { Actor } from '../activity/log.js';
import { matchesWords, searchWords } from './full-text.js';
import { insideWindow, nextWindowChange } from './public-window.js';
import { type ContentHooks, contentRepository } from './repository.js';

type Row = Record<string, unknown> & { id: number };

/** What a page of a list is asked for: an order, a size, where the page before ended, words. */
export interface PageRequest {
  /** Only the records public at this ISO instant (the public list). */
  publicAt?: string;
  sort?: ContentSort;
  limit?: number;
  cursor?: string;
  /** Words every record must hold (a type with `search` only). */
  q?: string;
  /** Only published records, or only drafts (the admin's list). */
  status?: ContentStatus;
}

/** Each order: its column, and its direction (the id breaks ties the same way). */
const orders: Record<ContentSort, { column: 'created_at' | 'title'; descending: boolean }> = {
  newest: { column: 'created_at', descending: true },
  oldest: { column: 'created_at', descending: false },
  title: { column: 'title', descending: false },
};

/** A cursor as clients carry it (opaque, URL-safe): its order, the last item's sorted value and id. */
const encodeCursor = (sort: ContentSort, value: string, id: number) =>
  Buffer.from(JSON.stringify([sort, value, id])).toString('base64url');

/** The last item's value and id, from a cursor this server made for this order; else a 400. */
function decodeCursor(text: string, sort: ContentSort): { value: string; id: number } {
  try {
    const [made, value, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (made === sort && typeof value === 'string' && value.length <= 255 && Number.isSafeInteger(id))
      return { value, id: id as number };
  } catch {
    // Not JSON: not one of ours.
  }
  throw new ValidationError(pagingMessages.badCursor);
}

/** Fields an answer carries that are worked out from stored ones (a post's reading time). */
export interface DerivedFields {
  /** The stored columns they are worked out from, read by lists too (and dropped from them after). */
  needs: readonly string[];
  compute(row: Record<string, unknown>): Record<string, unknown>;
}

/**
 * The reads and writes of a type published by slug rather than ordered (blog posts, pages): the
 * writes are the shared content repository's (transaction, activity log, revision, partial merge,
 * 409 on a repeated slug); the reads list newest first, find a public record by its slug (a
 * draft, or one whose publish_at has not come, is as absent as a missing one), name the author
 * of an authored type, and tell the next instant a scheduled record goes live.
 *
 * `summary` names the columns a list answers (lists stay light: no rich text).
 */
export function publishedRepository<Summary, Full>(
  db: Db,
  type: ContentType,
  summary: readonly string[],
  derived?: DerivedFields,
  hooks?: ContentHooks,
) {
  // The table is the declaration's, chosen at run time: typed as the blog's, which has every column used here.
  const table = type.table as 'blog_posts';
  const flag = type.toggle ?? 'published';
  const writes = contentRepository<Row>(db, type, hooks);
  const column = (name: string) => `${table}.${name}` as 'blog_posts.id';
  /** Records out of the trash, and nothing else read: what a count starts from. */
  const live = () => db.selectFrom(table).where(column('deleted_at') as 'blog_posts.deleted_at', 'is', null);
  const from = () => {
    const query = live();
    return type.authored
      ? query
          .leftJoin('users', 'users.id', 'blog_posts.author_id')
          .select('users.username as author_username')
      : query.select((eb) => eb.val(null).as('author_username'));
  };
  /** Columns a list reads only to work out its derived fields. */
  const readForDerived = (derived?.needs ?? []).filter((name) => !summary.includes(name));
  /**
   * The row as answered: the author's name for an authored type (null once the account is gone),
   * and the derived fields; a list row without the columns read only for them.
   */
  const shaped = <T>(row: Record<string, unknown>, listed = false): T => {
    const { author_username, ...rest } = row;
    const answer: Record<string, unknown> = { ...rest, ...derived?.compute(row) };
    if (listed) for (const name of readForDerived) delete answer[name];
    if (type.authored) answer.author = author_username === null ? null : { username: author_username };
    return answer as T;
  };
  const publicAt = <Q extends ReturnType<typeof from>>(query: Q, now: string) =>
    insideWindow(
      query.where(column(flag) as 'blog_posts.published', '=', true),
      type.window,
      now,
      table,
    ) as Q;
  const one = async (where: { id: number } | { slug: string; publicAt: string }): Promise<Full> => {
    let query = from().selectAll(table);
    query =
      'id' in where
        ? query.where(column('id'), '=', where.id)
        : publicAt(query.where(column('slug') as 'blog_posts.slug', '=', where.slug), where.publicAt);
    const row = await query.executeTakeFirst();
    if (!row) throw new NotFound(type.messages.notFound);
    return shaped<Full>(row);
  };

  /** Every record a list request matches (in the trash: none; public ones only; of a status; holding the words). */
  const matching = <Q extends ReturnType<typeof from>>(query: Q, request: PageRequest): Q => {
    let narrowed = request.publicAt === undefined ? query : publicAt(query, request.publicAt);
    if (request.status)
      narrowed = narrowed.where(
        column(flag) as 'blog_posts.published',
        '=',
        request.status === 'published',
      ) as Q;
    const words = type.search ? searchWords(request.q) : [];
    if (words.length) narrowed = narrowed.where(matchesWords(db, table, words)) as Q;
    return narrowed;
  };
  /**
   * How many records match: counted exactly up to CONTENT_EXACT_TOTAL_MAX (reading no more rows
   * than that); beyond it, PostgreSQL answers its planner's estimate of the count (at least one
   * more than the bound) while SQLite, whose databases are small, counts them all.
   */
  const countMatching = async (request: PageRequest) => {
    // Without the author's join: the count reads an index of the table, not its rows.
    const counted = live().select(sql.lit(1).as('one')) as unknown as ReturnType<typeof from>;
    const rows = matching(counted, request);
    const capped = await db
      .selectFrom(rows.limit(CONTENT_EXACT_TOTAL_MAX + 1).as('matches'))
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    const total = Number(capped.total);
    if (total <= CONTENT_EXACT_TOTAL_MAX) return { total, total_is_estimate: false };
    if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
      const all = await db
        .selectFrom(rows.as('matches'))
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow();
      return { total: Number(all.total), total_is_estimate: false };
    }
    const compiled = rows.compile();
    const plan = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
    );
    const estimate = Math.round(plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
    return { total: Math.max(estimate, CONTENT_EXACT_TOTAL_MAX + 1), total_is_estimate: true };
  };

  return {
    /**
     * One page of the list, keyset-paged (never an offset: each page starts where the cursor's
     * item was, by an index on the order's columns), with the count of every match.
     */
    async page(request: PageRequest): Promise<ContentPage<Summary>> {
      const sort = request.sort ?? 'newest';
      const limit = request.limit ?? CONTENT_PAGE_DEFAULT;
      const order = orders[sort];
      const direction = order.descending ? 'desc' : 'asc';
      const key = column(order.column) as 'blog_posts.created_at';
      let query = matching(from().select([...summary, ...readForDerived].map(column)), request)
        .orderBy(key, direction)
        .orderBy(column('id'), direction);
      if (request.cursor) {
        const after = decodeCursor(request.cursor, sort);
        query = query.where((eb) =>
          eb(eb.refTuple(key, column('id')), order.descending ? '<' : '>', eb.tuple(after.value, after.id)),
        );
      }
      const rows = await query.limit(limit + 1).execute();
      const items = rows.slice(0, limit);
      const last = items.at(-1) as Record<string, unknown> | undefined;
      return {
        items: items.map((row) => shaped<Summary>(row, true)),
        next_cursor:
          rows.length > limit && last
            ? encodeCursor(sort, String(last[order.column]), Number(last.id))
            : null,
        ...(await countMatching(request)),
      };
    },
    /** Newest first, the summary columns only; with `publicAt` (an ISO instant), those public then. */
    async list(options: { publicAt?: string } = {}): Promise<Summary[]> {
      let query = from()
        .select([...summary, ...readForDerived].map(column))
        .orderBy(column('created_at'), 'desc')
        .orderBy(column('id'), 'desc');
      if (options.publicAt !== undefined) query = publicAt(query, options.publicAt);
      return (await query.execute()).map((row) => shaped<Summary>(row, true));
    },
    /**
     * The `limit` records public at `now` that went public last (their window's start, else
     * created_at), newest first, whole: what the feeds list.
     */
    async latestPublic(now: string, limit: number): Promise<Full[]> {
      const wentPublic = type.window?.from
        ? sql<string>`coalesce(${sql.ref(column(type.window.from))}, ${sql.ref(column('created_at'))})`
        : sql.ref<string>(column('created_at'));
      const query = publicAt(from().selectAll(table), now)
        .orderBy(wentPublic, 'desc')
        .orderBy(column('id'), 'desc')
        .limit(limit);
      return (await query.execute()).map((row) => shaped<Full>(row));
    },
    get: (id: number) => one({ id }),
    /** A record public at `now` by its slug; NotFound for a draft or one scheduled later. */
    bySlug: (slug: string, now: string) => one({ slug, publicAt: now }),
    /** The next instant after `now` at which a scheduled record goes live (milliseconds). */
    nextChange: (now: string) => nextWindowChange(db, type, flag, now),
    create: async (values: Record<string, unknown>, actor: Actor) =>
      one({ id: (await writes.create(values, actor)).id }),
    /** `expected`: the version the writer read (If-Match); a newer one answers 412. */
    update: async (id: number, patch: Record<string, unknown>, actor: Actor, expected?: string) =>
      one({ id: (await writes.update(id, patch, actor, expected)).id }),
    remove: (id: number, actor: Actor) => writes.remove(id, actor),
    /** The shared writes, for the content history. */
    writes,
  };
}

export type PublishedRepository<Summary, Full> = ReturnType<typeof publishedRepository<Summary, Full>>;
