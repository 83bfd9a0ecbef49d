import type { Land } from '@land-office/contract';
import type { CheerioAPI } from 'cheerio';
import { UpstreamFailed } from '../../errors.js';
import type { Fetcher } from '../../lib/fetcher.js';
import { loadHtml } from '../../lib/html.js';
import { normaliseListing } from './normalise.js';
import {
  collectFields,
  type FieldSelector,
  type OnProgress,
  resolveHttpUrl,
  type SourceAdapter,
} from './sources.js';

export interface StaticRunOptions {
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** Reads a static source: fetch each page over HTTP, select listings with cheerio, follow rel=next. */
export async function runStatic(
  fetcher: Fetcher,
  adapter: SourceAdapter,
  startUrl: string,
  onProgress: OnProgress = () => {},
  options: StaticRunOptions = {},
): Promise<Land[]> {
  const lands: Land[] = [];
  const visited = new Set<string>();
  const maxPages = adapter.paging.kind === 'next-link' ? adapter.paging.maxPages : 1;
  let url: string | undefined = startUrl;
  while (url && visited.size < maxPages && !visited.has(url)) {
    options.signal?.throwIfAborted();
    visited.add(url);
    const page = await untilAborted(
      fetcher.fetchText(url, { timeoutMs: options.timeoutMs ?? 15_000 }),
      options.signal,
    );
    if (page.status < 200 || page.status > 299) {
      throw new UpstreamFailed(`${adapter.name} answered HTTP ${page.status} for ${url}`);
    }
    const $ = await loadHtml(page.text);
    for (const element of $(adapter.listing).toArray()) {
      const item = $(element);
      const raw = collectFields(adapter, (spec) => readField($, item, spec), page.url);
      lands.push(normaliseListing(raw, adapter.id));
    }
    onProgress({
      phase: visited.size === 1 ? 'loading' : 'paging',
      pagesVisited: visited.size,
      itemsFound: lands.length,
    });
    url = nextPage($, adapter, page.url);
  }
  return lands;
}

/** A cancelled run stops waiting for its page, which has no signal of its own (it ends by its timeout). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function readField($: CheerioAPI, item: ReturnType<CheerioAPI>, spec: FieldSelector): string | null {
  const found = item.find(spec.selector).first();
  if (found.length === 0) return null;
  return spec.attr ? (found.attr(spec.attr) ?? null) : $(found).text();
}

function nextPage($: CheerioAPI, adapter: SourceAdapter, pageUrl: string): string | undefined {
  if (adapter.paging.kind !== 'next-link') return undefined;
  const href = $(adapter.paging.selector).first().attr('href');
  return (href && resolveHttpUrl(href, pageUrl)) || undefined;
}
