import {
  type AdminListing,
  type AdminListingDetail,
  type AdminListingQuery,
  type AvailableLands,
  type Land,
  type ListingDetail,
  type ListingSearchQuery,
  type ListingSearchResult,
  listingMessages,
  NEW_LISTING_DAYS,
  type PublicLand,
  type ScraperSourceId,
  searchable,
} from '@land-office/contract';
import { type ExpressionBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.js';
import type { Database, ListingTable } from '../../db/schema.js';
import { transaction } from '../../db/transaction.js';
import { NotFound, ValidationError } from '../../errors.js';
import { type Actor, logActivity } from '../activity/log.js';
import { decodeCursor, encodeCursor } from './cursor.js';

type Row = Selectable<ListingTable>;
// biome-ignore lint/suspicious/noExplicitAny: a query of the listings table, whatever it selects
type Query = SelectQueryBuilder<Database, 'listings', any>;
type Where = ExpressionBuilder<Database, 'listings'>;
export type SearchQuery = z.output<typeof ListingSearchQuery>;
type AdminQuery = z.output<typeof AdminListingQuery>;

const DAY_MS = 86_400_000;
/** How long a listing is new after it was first seen. */
export const NEW_MS = NEW_LISTING_DAYS * DAY_MS;
/** A sorted column's stand-in for an empty value, so empty ones come last either way. */
const LAST_UP = 2_147_483_647;
const LAST_DOWN = -1;

/** A listing as the public sees it at `now` (ISO). */
export function publicLand(row: Row, now: string): PublicLand {
  return {
    name: row.name,
    region: row.region,
    size_m2: row.size_m2,
    price_ls: row.price_ls,
    period: row.period as Land['period'],
    rating: row.rating,
    source: row.source as ScraperSourceId,
    ...(row.url ? { url: row.url } : {}),
    id: row.id,
    first_seen: row.first_seen,
    last_seen: row.last_seen,
    is_new: Date.parse(row.first_seen) > Date.parse(now) - NEW_MS,
    price_changed: row.price_changed_at
      ? {
          old_price_ls: row.previous_price_ls,
          old_period: row.previous_period as Land['period'],
          new_price_ls: row.price_ls,
          new_period: row.period as Land['period'],
          changed_at: row.price_changed_at,
        }
      : null,
  };
}

const earliest = (...times: Array<number | undefined>) => {
  const known = times.filter((time): time is number => time !== undefined);
  return known.length ? Math.min(...known) : undefined;
};

/** When the first of these listings stops being new (milliseconds), if one will. */
const nextNoLongerNew = (rows: readonly Row[], now: string) => {
  const ends = rows.map((row) => Date.parse(row.first_seen) + NEW_MS).filter((at) => at > Date.parse(now));
  return ends.length ? Math.min(...ends) : undefined;
};

interface Ordering {
  /** The sorted value, empty ones standing last. */
  key: ReturnType<typeof sql<number | string>>;
  descending: boolean;
  /** A row's value of `key`, for the cursor. */
  of(row: Row): number | string;
}

const orderings: Record<NonNullable<SearchQuery['sort']>, Ordering> = {
  price: {
    key: sql<number>`coalesce(price_ls, ${LAST_UP})`,
    descending: false,
    of: (row) => row.price_ls ?? LAST_UP,
  },
  '-price': {
    key: sql<number>`coalesce(price_ls, ${LAST_DOWN})`,
    descending: true,
    of: (row) => row.price_ls ?? LAST_DOWN,
  },
  size: {
    key: sql<number>`coalesce(size_m2, ${LAST_UP})`,
    descending: false,
    of: (row) => row.size_m2 ?? LAST_UP,
  },
  '-size': {
    key: sql<number>`coalesce(size_m2, ${LAST_DOWN})`,
    descending: true,
    of: (row) => row.size_m2 ?? LAST_DOWN,
  },
  newest: { key: sql<string>`first_seen`, descending: true, of: (row) => row.first_seen },
};

/**
 * The listings table's reads and the admin's one write (hide from the public). What the public
 * sees: the listings of the last good run's source that are still listed and not hidden.
 */
export function listingsRepository(db: Db) {
  /** The source and time of the last good run: the listing seen last says both. */
  const lastRun = () =>
    db
      .selectFrom('listings')
      .select(['source', 'last_seen'])
      .orderBy('last_seen', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();

  const visible = <Q extends Query>(query: Q, source: string): Q =>
    query.where('source', '=', source).where('status', '=', 'active').where('hidden', '=', false) as Q;

  /** The search's filters, the same for its page and its total. */
  const filtered = <Q extends Query>(query: Q, params: ReturnType<typeof searchParams>, now: string): Q => {
    let q: Query = query;
    for (const word of params.words) q = q.where('search_text', 'like', `%${word}%`);
    if (params.min_size !== undefined) q = q.where('size_m2', '>=', params.min_size);
    if (params.max_size !== undefined) q = q.where('size_m2', '<=', params.max_size);
    if (params.max_price !== undefined) q = q.where('price_ls', '<=', params.max_price);
    if (params.period === 'sale') q = q.where('period', 'is', null);
    else if (params.period) q = q.where('period', '=', params.period);
    if (params.source) q = q.where('source', '=', params.source);
    if (params.onlyNew) q = q.where('first_seen', '>', new Date(Date.parse(now) - NEW_MS).toISOString());
    return q as Q;
  };

  return {
    /** The spec's whole list at `now`, and when it next changes with no run (a listing stops being new). */
    async publicList(now: string): Promise<{ list: AvailableLands; changesAt?: number }> {
      const last = await lastRun();
      if (!last) return { list: { source: null, ran_at: null, count: 0, lands: [] } };
      const rows = await visible(db.selectFrom('listings').selectAll(), last.source)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return {
        list: {
          source: last.source as ScraperSourceId,
          ran_at: last.last_seen,
          count: rows.length,
          lands: rows.map((row) => publicLand(row, now)),
        },
        changesAt: nextNoLongerNew(rows, now),
      };
    },

    /** One page of the search, its total, and when its answer next changes with no run. */
    async search(
      query: SearchQuery,
      now: string,
    ): Promise<{ result: ListingSearchResult; changesAt?: number }> {
      const params = searchParams(query);
      const last = await lastRun();
      if (!last) return { result: { items: [], total: 0, next_cursor: null } };
      const base = filtered(visible(db.selectFrom('listings').selectAll(), last.source), params, now);
      const order = orderings[params.sort];
      const direction = order.descending ? 'desc' : 'asc';
      let page = base.orderBy(order.key, direction).orderBy('id', direction);
      if (params.after) {
        const { value, id } = params.after;
        const beyond = order.descending ? '<' : '>';
        page = page.where((eb: Where) =>
          eb.or([eb(order.key, beyond, value), eb.and([eb(order.key, '=', value), eb('id', beyond, id)])]),
        );
      }
      const rows = await page.limit(params.limit + 1).execute();
      const more = rows.length > params.limit;
      const items = rows.slice(0, params.limit);
      const counted = await filtered(
        visible(
          db
            .selectFrom('listings')
            .select((eb) => [eb.fn.countAll<number>().as('total'), eb.fn.min('first_seen').as('oldest')]),
          last.source,
        ),
        params,
        now,
      ).executeTakeFirst();
      const lastItem = items.at(-1);
      return {
        result: {
          items: items.map((row) => publicLand(row, now)),
          total: Number(counted?.total ?? 0),
          next_cursor: more && lastItem ? encodeCursor({ value: order.of(lastItem), id: lastItem.id }) : null,
        },
        // An item's `is_new` changes as it ages; with `new=1`, so does the set, when its oldest one does.
        changesAt: earliest(
          nextNoLongerNew(items, now),
          params.onlyNew && counted?.oldest ? Date.parse(String(counted.oldest)) + NEW_MS : undefined,
        ),
      };
    },

    /** One listing with its prices: any the public could have seen (gone ones too), not a hidden one. */
    async detail(id: number, now: string): Promise<ListingDetail> {
      const row = await db
        .selectFrom('listings')
        .selectAll()
        .where('id', '=', id)
        .where('hidden', '=', false)
        .executeTakeFirst();
      if (!row) throw new NotFound(listingMessages.notFound);
      return { ...publicLand(row, now), status: row.status, prices: await prices(db, id) };
    },

    /** The admin's list: newest first, by what it shows (new this week, price changed, gone, hidden) and source. */
    adminPage: (query: AdminQuery, now: string) => adminPage(db, query, now),

    async adminDetail(id: number, now: string): Promise<AdminListingDetail> {
      const row = await db.selectFrom('listings').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw new NotFound(listingMessages.notFound);
      return { ...adminListing(row, now), prices: await prices(db, id) };
    },

    /** Hides a listing from the public, or shows it again (logged); runs leave the choice as it is. */
    setHidden: (id: number, hidden: boolean, now: string, actor: Actor): Promise<AdminListing> =>
      transaction(db, async (trx) => {
        const row = await trx
          .updateTable('listings')
          .set({ hidden })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new NotFound(listingMessages.notFound);
        await logActivity(trx, actor, {
          resource: 'listing',
          action: 'toggle',
          resourceId: id,
          summary: `${row.name ?? row.region ?? `Listing ${id}`}: ${hidden ? 'hidden from' : 'shown on'} the public list`,
        });
        return adminListing(row, now);
      }),
  };
}

const prices = (db: Db, id: number) =>
  db
    .selectFrom('listing_prices')
    .select(['price_ls', 'period', 'seen_at'])
    .where('listing_id', '=', id)
    .orderBy('id')
    .execute() as Promise<ListingDetail['prices']>;

const adminListing = (row: Row, now: string): AdminListing => ({
  ...publicLand(row, now),
  status: row.status,
  hidden: Boolean(row.hidden),
  missed_runs: row.missed_runs,
});

/** The search's parameters read once: the words, the bounds, the order, the page. */
function searchParams(parsed: SearchQuery) {
  let after: { value: number | string; id: number } | undefined;
  if (parsed.cursor) {
    after = decodeCursor(parsed.cursor);
    if (!after) throw new ValidationError(listingMessages.badCursor);
  }
  return {
    words: searchable(parsed.q ?? '')
      .split(' ')
      .filter(Boolean)
      // Matched literally: LIKE's own wildcards cannot come through `searchable`, which keeps letters and digits only.
      .slice(0, 10),
    min_size: parsed.min_size,
    max_size: parsed.max_size,
    max_price: parsed.max_price,
    period: parsed.period,
    source: parsed.source,
    onlyNew: parsed.new === '1' || parsed.new === 'true',
    sort: parsed.sort ?? 'newest',
    limit: parsed.limit ?? 20,
    after,
  };
}

async function adminPage(db: Db, query: AdminQuery, now: string) {
  let base = db.selectFrom('listings').selectAll();
  const show = query.show ?? 'all';
  if (show === 'new') base = base.where('first_seen', '>', new Date(Date.parse(now) - NEW_MS).toISOString());
  if (show === 'price_changed') base = base.where('price_changed_at', 'is not', null);
  if (show === 'gone') base = base.where('status', '=', 'gone');
  if (show === 'hidden') base = base.where('hidden', '=', true);
  if (query.source) base = base.where('source', '=', query.source);
  for (const word of searchable(query.q ?? '')
    .split(' ')
    .filter(Boolean)
    .slice(0, 10))
    base = base.where('search_text', 'like', `%${word}%`);
  let page = base.orderBy('first_seen', 'desc').orderBy('id', 'desc');
  if (query.cursor) {
    const after = decodeCursor(query.cursor);
    if (!after) throw new ValidationError(listingMessages.badCursor);
    page = page.where((eb: Where) =>
      eb.or([
        eb('first_seen', '<', String(after.value)),
        eb.and([eb('first_seen', '=', String(after.value)), eb('id', '<', after.id)]),
      ]),
    );
  }
  const limit = query.limit ?? 50;
  const rows = await page.limit(limit + 1).execute();
  const items = rows.slice(0, limit);
  const counted = await base
    .clearSelect()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  const lastItem = items.at(-1);
  return {
    items: items.map((row) => adminListing(row, now)),
    total: Number(counted?.total ?? 0),
    next_cursor:
      rows.length > limit && lastItem ? encodeCursor({ value: lastItem.first_seen, id: lastItem.id }) : null,
  };
}
