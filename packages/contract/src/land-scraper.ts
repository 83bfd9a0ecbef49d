import { z } from 'zod';
import { HttpUrl } from './common.js';

export const scraperSourceIds = ['acatech', 'casperlet', 'cavetech'] as const;
export const ScraperSourceId = z.enum(scraperSourceIds, {
  error: 'activeScraper must be one of acatech, casperlet, cavetech',
});
export type ScraperSourceId = z.infer<typeof ScraperSourceId>;

/** Spec §3: cheerio = static and fast, puppeteer = dynamic (a real browser) and slow. */
export const ScraperSource = z.object({
  name: z.string(),
  url: z.string(),
  type: z.enum(['cheerio', 'puppeteer']),
  isActive: z.boolean(),
});
export type ScraperSource = z.infer<typeof ScraperSource>;

export const ScraperConfig = z.object({
  activeScraper: ScraperSourceId,
  sources: z.object({ acatech: ScraperSource, casperlet: ScraperSource, cavetech: ScraperSource }),
  /** SCRAPER_INTERVAL_SECONDS of the server (0 = the scheduler is off), for the info box. */
  intervalSeconds: z.number().int(),
  /** The configuration's version, as its ETag: sent back in If-Match. Every answer carries it. */
  version: z.string().optional(),
});
export type ScraperConfig = z.infer<typeof ScraperConfig>;

/** Spec §4: only the active source's URL is sent on save. */
export const ScraperConfigUpdate = z.strictObject({
  activeScraper: ScraperSourceId,
  url: HttpUrl,
});
export type ScraperConfigUpdate = z.input<typeof ScraperConfigUpdate>;

export const LandPeriod = z.enum(['day', 'week', 'month']);

/** One parcel as every source is normalised to (fixtures/land-sources/README.md). */
export const Land = z.object({
  name: z.string().nullable(),
  region: z.string().nullable(),
  size_m2: z.number().int().nullable(),
  price_ls: z.number().int().nullable(),
  period: LandPeriod.nullable(),
  rating: z.number().nullable(),
  source: ScraperSourceId,
  url: z.string().optional(),
});
export type Land = z.infer<typeof Land>;

/**
 * A run's result item. It keeps the spec's "name or region, size, price, rating" shape for the
 * screen: `size` and `price` are display texts built from the normalised numbers
 * ("4,096 m²", "L$ 1,250/week", "L$ 25,000" for a sale), and the normalised fields ride along.
 */
export const ScrapedLand = Land.extend({ size: z.string().nullable(), price: z.string().nullable() });
export type ScrapedLand = z.infer<typeof ScrapedLand>;

export const ScraperRunResult = z.object({ count: z.number().int(), data: z.array(ScrapedLand) });
export type ScraperRunResult = z.infer<typeof ScraperRunResult>;

/** A listing's last price change: what it was, what it became, and when. */
export const PriceChange = z.object({
  old_price_ls: z.number().int().nullable(),
  old_period: LandPeriod.nullable(),
  new_price_ls: z.number().int().nullable(),
  new_period: LandPeriod.nullable(),
  changed_at: z.string(),
});
export type PriceChange = z.infer<typeof PriceChange>;

/** How long a listing counts as new after it was first seen. */
export const NEW_LISTING_DAYS = 7;

/**
 * A parcel as the public list and search answer it: the spec's land, with its listing's id, when
 * it was first and last seen, whether that was within the last 7 days, and its last price change.
 */
export const PublicLand = Land.extend({
  id: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  is_new: z.boolean(),
  price_changed: PriceChange.nullable(),
});
export type PublicLand = z.infer<typeof PublicLand>;

/**
 * The public listing (spec: DATA_DIR/available-lands.json, written at each good run): the
 * listings of the last good run's source still listed and not hidden, in its order.
 */
export const AvailableLands = z.object({
  source: ScraperSourceId.nullable(),
  ran_at: z.string().nullable(),
  count: z.number().int(),
  lands: z.array(PublicLand),
});
export type AvailableLands = z.infer<typeof AvailableLands>;

export const ScrapeRun = z.object({
  id: z.number(),
  started_at: z.string(),
  finished_at: z.string(),
  source: z.string(),
  count: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  trigger: z.enum(['manual', 'schedule']),
});
export type ScrapeRun = z.infer<typeof ScrapeRun>;

export const scrapePhases = ['idle', 'starting', 'loading', 'paging', 'saving', 'done', 'failed'] as const;

/** What the progress stream (Server-Sent Events) reports while a run is under way. */
export const ScrapeProgress = z.object({
  phase: z.enum(scrapePhases),
  source: ScraperSourceId.nullable(),
  pagesVisited: z.number().int(),
  itemsFound: z.number().int(),
  startedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScrapeProgress = z.infer<typeof ScrapeProgress>;

/** The formatted texts of the result item (shared by the API and any client that re-renders). */
export function landSizeText(sizeM2: number | null): string | null {
  return sizeM2 === null ? null : `${sizeM2.toLocaleString('en-US')} m²`;
}

export function landPriceText(priceLs: number | null, period: Land['period']): string | null {
  if (priceLs === null) return null;
  const amount = `L$ ${priceLs.toLocaleString('en-US')}`;
  return period ? `${amount}/${period}` : amount;
}

/** Spec §2 and §8 texts, kept exactly. */
export const landScraperMessages = {
  saved: 'Scraper configuration saved successfully!',
  saveError: 'Error saving scraper configuration',
  runError: 'Error running scraper',
  runSuccess: (count: number) => `Scraper executed successfully! Found ${count} lands.`,
  more: (count: number) => `... and ${count} more properties`,
  previewSize: 6,
  runSuccessClearMs: 5000,
} as const;
