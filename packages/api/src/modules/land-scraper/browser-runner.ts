import type { Land } from '@land-office/contract';
import type { Page } from 'playwright-core';
import { UpstreamFailed } from '../../errors.js';
import type { Fetcher } from '../../lib/fetcher.js';
import { routeThroughFetcher } from './browser-network.js';
import type { BrowserPool } from './browser-pool.js';
import { normaliseListing } from './normalise.js';
import { collectFields, type FieldSelector, type OnProgress, type SourceAdapter } from './sources.js';

export interface BrowserRunOptions {
  /** Limit for the navigation and for each wait (ready, each load-more batch). */
  timeoutMs?: number;
}

/** The little of the DOM the in-page callbacks use (the API is compiled without DOM types). */
interface PageElement {
  textContent: string | null;
  disabled?: boolean;
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageElement | null;
  click(): void;
}
interface PageDocument {
  querySelector(selector: string): PageElement | null;
  querySelectorAll(selector: string): ArrayLike<PageElement>;
}
declare const document: PageDocument;

/**
 * Reads a dynamic source in the shared browser: open the page, wait for its ready condition (never
 * a fixed sleep), press "load more" until the button is gone, then read every listing. The page
 * reaches the network only through `fetcher` (browser-network.ts).
 */
export async function runBrowser(
  pool: BrowserPool,
  fetcher: Fetcher,
  adapter: SourceAdapter,
  url: string,
  onProgress: OnProgress = () => {},
  options: BrowserRunOptions = {},
): Promise<Land[]> {
  const timeout = options.timeoutMs ?? 20_000;
  return pool.withBrowser(async (browser) => {
    const context = await browser.newContext({ javaScriptEnabled: true, serviceWorkers: 'block' });
    try {
      const network = await routeThroughFetcher(context, fetcher, timeout);
      const page = await context.newPage();
      page.setDefaultTimeout(timeout);
      page.setDefaultNavigationTimeout(timeout);
      const response = await network.open(page, url);
      if (response && !response.ok()) {
        throw new UpstreamFailed(`${adapter.name} answered HTTP ${response.status()} for ${url}`);
      }
      await waitUntilReady(page, adapter);
      onProgress({
        phase: 'loading',
        pagesVisited: 1,
        itemsFound: await page.locator(adapter.listing).count(),
      });
      if (adapter.paging.kind === 'load-more') {
        await loadAll(page, adapter, adapter.paging.button, adapter.paging.maxClicks, onProgress);
      }
      const rows = await readListings(page, adapter);
      return rows.map((raw) =>
        normaliseListing(
          collectFields(adapter, (s) => raw[key(s)] ?? null, page.url()),
          adapter.id,
        ),
      );
    } finally {
      await context.close().catch(() => {});
    }
  });
}

async function waitUntilReady(page: Page, adapter: SourceAdapter) {
  const ready = adapter.ready ?? { selector: adapter.listing };
  const state = await page
    .waitForFunction(
      ({ ok, failed }) =>
        document.querySelector(ok) ? 'ready' : failed && document.querySelector(failed) ? 'failed' : false,
      { ok: ready.selector, failed: ready.failed ?? null },
    )
    .then((handle) => handle.jsonValue())
    .catch((err: Error) => {
      throw new UpstreamFailed(
        `${adapter.name}: the listings never appeared (${ready.selector}): ${err.message.split('\n')[0]}`,
      );
    });
  if (state === 'failed')
    throw new UpstreamFailed(`${adapter.name}: the page reported that it could not load its listings`);
}

/** Click until the button is gone; each click must grow the list and re-enable (or remove) the button. */
async function loadAll(
  page: Page,
  adapter: SourceAdapter,
  button: string,
  maxClicks: number,
  onProgress: OnProgress,
) {
  for (let clicks = 0; clicks < maxClicks; clicks++) {
    const before = await page.locator(adapter.listing).count();
    const present = await page.evaluate((sel) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      el.click();
      return true;
    }, button);
    if (!present) return;
    await page.waitForFunction(
      ({ item, btn, before }) => {
        const el = document.querySelector(btn);
        return document.querySelectorAll(item).length > before && !el?.disabled;
      },
      { item: adapter.listing, btn: button, before },
    );
    onProgress({
      phase: 'paging',
      pagesVisited: clicks + 2,
      itemsFound: await page.locator(adapter.listing).count(),
    });
  }
}

const key = (spec: FieldSelector) => `${spec.selector}@${spec.attr ?? ''}`;

/** Every listing's field texts, read in the page in one round trip. */
function readListings(page: Page, adapter: SourceAdapter): Promise<Array<Record<string, string | null>>> {
  const specs = Object.values(adapter.fields).map((spec) => ({ ...spec, key: key(spec) }));
  return page.evaluate(
    ({ listing, specs }) =>
      Array.from(document.querySelectorAll(listing)).map((item) => {
        const row: Record<string, string | null> = {};
        for (const spec of specs) {
          const el = item.querySelector(spec.selector);
          row[spec.key] = !el ? null : spec.attr ? el.getAttribute(spec.attr) : (el.textContent ?? '');
        }
        return row;
      }),
    { listing: adapter.listing, specs },
  );
}
