import {
  type AvailableLands,
  type ScrapedLand,
  type ScrapeProgress,
  type ScrapeRun,
  type ScraperConfig,
  ScraperConfigUpdate,
  type ScraperRunResult,
} from '@land-office/contract';
import { HttpResponse } from 'msw';
import { fail, on, serve } from '../../test/msw';
import { changedBy } from '../../test/versioned-records';

export const land = (n: number): ScrapedLand => ({
  name: n % 2 ? `Parcel ${n}` : null,
  region: `Region ${n}`,
  size_m2: 1024 * n,
  price_ls: 1000 * n,
  period: 'week',
  rating: n % 3 ? 4.5 : null,
  source: 'acatech',
  size: `${(1024 * n).toLocaleString('en-US')} m²`,
  price: `L$ ${(1000 * n).toLocaleString('en-US')}/week`,
});

/** The 412's sentence when someone else saved the configuration meanwhile (`changeElsewhere`). */
export const configChangedMeanwhile = changedBy('Bruno Costa', '2026-11-25 10:00 UTC');

/**
 * The scraper API as the screen sees it, in memory: config, run (held until `finishRun`), history,
 * public listing and a progress stream the test writes to. The config is versioned as the API
 * does: its read and its save answer `ETag: "v<n>"`; a save whose `If-Match` names an older
 * version answers 412 `{ error, current, version }`; one without If-Match saves as before.
 */
export function scraperServer(options: { intervalSeconds?: number } = {}) {
  const config: ScraperConfig = {
    activeScraper: 'acatech',
    intervalSeconds: options.intervalSeconds ?? 10,
    sources: {
      acatech: { name: 'Acatech', url: 'https://acatech.example/land', type: 'cheerio', isActive: true },
      casperlet: { name: 'Casperlet', url: 'https://casperlet.example/', type: 'puppeteer', isActive: false },
      cavetech: { name: 'Cavetech', url: 'https://cavetech.example/', type: 'puppeteer', isActive: false },
    },
  };
  const runs: ScrapeRun[] = [];
  const puts: ScraperConfigUpdate[] = [];
  let pendingRun: ((answer: ScraperRunResult | Response) => void) | undefined;
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let saveGate: Promise<void> | undefined;
  let version = 1;
  const etag = () => `"v${version}"`;
  const versioned = () => HttpResponse.json(config, { headers: { ETag: etag() } });

  serve(
    on.get<ScraperConfig>('/land-scraper/config', versioned),
    on.put<ScraperConfig>('/land-scraper/config', async ({ body: sent, request }) => {
      await saveGate;
      const ifMatch = request.headers.get('if-match');
      if (ifMatch && ifMatch !== etag())
        return HttpResponse.json(
          { error: configChangedMeanwhile, current: config, version: etag() },
          { status: 412 },
        );
      const body = ScraperConfigUpdate.parse(sent);
      puts.push(body);
      config.activeScraper = body.activeScraper;
      for (const [id, source] of Object.entries(config.sources)) {
        source.isActive = id === body.activeScraper;
        if (source.isActive) source.url = body.url;
      }
      version += 1;
      return versioned();
    }),
    on.post<ScraperRunResult>(
      '/land-scraper/run',
      () =>
        new Promise((resolve) => {
          pendingRun = resolve;
        }),
    ),
    on.get<ScrapeRun[]>('/land-scraper/runs', () => runs),
    on.get<AvailableLands>('/available-lands', () => ({ source: null, ran_at: null, count: 0, lands: [] })),
    on.get('/land-scraper/progress', ({ request }) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          stream = controller;
        },
      });
      request.signal.addEventListener('abort', () =>
        stream?.error(new DOMException('aborted', 'AbortError')),
      );
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    }),
  );

  return {
    config,
    runs,
    puts,
    /** The version the config is at now, as its ETag says it. */
    etag,
    /** Someone else saves the config meanwhile (`change` edits it): its version moves on. */
    changeElsewhere(change: (stored: ScraperConfig) => void) {
      change(config);
      version += 1;
    },
    /** Holds the next saves until the returned function is called. */
    holdSaves() {
      let release = () => {};
      saveGate = new Promise<void>((resolve) => {
        release = resolve;
      });
      return release;
    },
    /** Sends one progress event (split across two chunks, as a network may). */
    sendProgress(progress: Partial<ScrapeProgress>) {
      const event: ScrapeProgress = {
        phase: 'paging',
        source: config.activeScraper,
        pagesVisited: 0,
        itemsFound: 0,
        startedAt: new Date().toISOString(),
        error: null,
        ...progress,
      };
      const text = `event: progress\ndata: ${JSON.stringify(event)}\n\n`;
      const encoder = new TextEncoder();
      stream?.enqueue(encoder.encode(text.slice(0, 20)));
      stream?.enqueue(encoder.encode(text.slice(20)));
    },
    isRunning: () => pendingRun !== undefined,
    finishRun(count: number, status = 200, error?: string) {
      const data = Array.from({ length: count }, (_, i) => land(i + 1));
      runs.unshift({
        id: runs.length + 1,
        started_at: '2026-11-23T10:00:00.000Z',
        finished_at: '2026-11-23T10:00:02.500Z',
        source: config.activeScraper,
        count: error ? null : count,
        duration_ms: 2500,
        error: error ?? null,
        trigger: 'manual',
      });
      pendingRun?.(error ? fail(status, error) : { count, data });
      pendingRun = undefined;
    },
  };
}
