import type {
  Land,
  ListingEventListing,
  ListingPayload,
  ListingPriceChangedPayload,
  ScraperSourceId,
} from '@land-office/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Database, ListingTable } from '../../db/schema.js';
import type { OutboxEvent } from '../events/outbox.js';
import { listingIdentity, listingSearchText } from './identity.js';

type Trx = Transaction<Database>;
type ListingRow = Selectable<ListingTable>;

/** A good run of one source: what it listed, in its order. */
export interface SeenRun {
  runId: number;
  source: ScraperSourceId;
  lands: readonly Land[];
  at: string;
  /** A listing not seen for this many good runs of its source in a row is gone (LISTING_GONE_RUNS). */
  goneRuns: number;
}

/** What a run changed: counts for the run's summary, and the events to tell, batched by run. */
export interface RunChanges {
  added: number;
  returned: number;
  repriced: number;
  gone: number;
  events: OutboxEvent[];
}

const INSERT_CHUNK = 200;

const told = (row: ListingRow): ListingEventListing => ({
  id: row.id,
  source: row.source,
  name: row.name,
  region: row.region,
  size_m2: row.size_m2,
  price_ls: row.price_ls,
  period: row.period,
  url: row.url,
  first_seen: row.first_seen,
  last_seen: row.last_seen,
});

/** The columns a sighting sets, whether the listing is new or known. */
const sighting = (land: Land, position: number, run: SeenRun) => ({
  name: land.name?.slice(0, 300) ?? null,
  region: land.region?.slice(0, 300) ?? null,
  size_m2: land.size_m2,
  price_ls: land.price_ls,
  period: land.period,
  rating: land.rating,
  url: land.url?.slice(0, 2048) ?? null,
  search_text: listingSearchText(land),
  position,
  status: 'active' as const,
  missed_runs: 0,
  last_seen: run.at,
  last_run_id: run.runId,
  updated_at: run.at,
});

/**
 * Remembers a good run, in its transaction: each listing it saw is added (first seen now) or
 * brought up to date (last seen now; a new price is kept in its history, the old one beside it;
 * one that had gone is active again, its history kept); each listing of the source it did not see
 * has missed one more run, and is gone once it has missed `goneRuns` in a row. Answers the events
 * to tell, one batch for the run.
 */
export async function recordRun(trx: Trx, run: SeenRun): Promise<RunChanges> {
  const batch = `run:${run.runId}`;
  const changes: RunChanges = { added: 0, returned: 0, repriced: 0, gone: 0, events: [] };
  const known = new Map(
    (await trx.selectFrom('listings').selectAll().where('source', '=', run.source).execute()).map((row) => [
      row.identity,
      row,
    ]),
  );
  const seen = new Set<string>();
  const fresh: Array<ReturnType<typeof sighting> & { source: string; identity: string; first_seen: string }> =
    [];

  for (const [position, land] of run.lands.entries()) {
    const identity = listingIdentity(land);
    // The same parcel twice in one run (a source repeating it on two pages): the first place counts.
    if (seen.has(identity)) continue;
    seen.add(identity);
    const before = known.get(identity);
    if (!before) {
      fresh.push({ ...sighting(land, position, run), source: run.source, identity, first_seen: run.at });
      continue;
    }
    const repriced = before.price_ls !== land.price_ls || before.period !== land.period;
    const after = await trx
      .updateTable('listings')
      .set({
        ...sighting(land, position, run),
        ...(repriced
          ? { previous_price_ls: before.price_ls, previous_period: before.period, price_changed_at: run.at }
          : {}),
      })
      .where('id', '=', before.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (repriced)
      await trx
        .insertInto('listing_prices')
        .values({ listing_id: before.id, price_ls: land.price_ls, period: land.period, seen_at: run.at })
        .execute();
    if (before.status === 'gone') {
      changes.returned++;
      const payload: ListingPayload = { listing: told(after), returned: true };
      changes.events.push({ type: 'listing.new', payload, batch });
    } else if (repriced) {
      changes.repriced++;
      const payload: ListingPriceChangedPayload = {
        listing: told(after),
        old: { price_ls: before.price_ls, period: before.period },
        new: { price_ls: after.price_ls, period: after.period },
      };
      changes.events.push({ type: 'listing.price_changed', payload, batch });
    }
  }

  for (let i = 0; i < fresh.length; i += INSERT_CHUNK) {
    const added = await trx
      .insertInto('listings')
      .values(fresh.slice(i, i + INSERT_CHUNK))
      .returningAll()
      .execute();
    await trx
      .insertInto('listing_prices')
      .values(
        added.map((row) => ({
          listing_id: row.id,
          price_ls: row.price_ls,
          period: row.period,
          seen_at: run.at,
        })),
      )
      .execute();
    for (const row of added) {
      changes.added++;
      const payload: ListingPayload = { listing: told(row) };
      changes.events.push({ type: 'listing.new', payload, batch });
    }
  }

  for (const row of known.values()) {
    if (seen.has(row.identity) || row.status === 'gone') continue;
    const missed = row.missed_runs + 1;
    const gone = missed >= run.goneRuns;
    const after = await trx
      .updateTable('listings')
      .set({ missed_runs: missed, ...(gone ? { status: 'gone' as const, updated_at: run.at } : {}) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (gone) {
      changes.gone++;
      const payload: ListingPayload = { listing: told(after) };
      changes.events.push({ type: 'listing.gone', payload, batch });
    }
  }
  return changes;
}
