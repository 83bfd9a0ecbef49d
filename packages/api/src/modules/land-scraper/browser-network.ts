import type { BrowserContext, Page, Request } from 'playwright-core';
import { AddressNotAllowed, FetchError, type Fetcher } from '../../lib/fetcher.js';

/** Request headers a page's requests pass on: what shapes the answer, never who asks (no cookie). */
const FORWARDED_HEADERS = ['accept', 'accept-language', 'content-type', 'user-agent', 'x-requested-with'];
/**
 * Answer headers not handed back: cookies (none is kept or sent), and how the body travelled
 * (the fetcher hands it back whole and decoded).
 */
const DROPPED_HEADERS = new Set([
  'set-cookie',
  'content-encoding',
  'content-length',
  'transfer-encoding',
  'connection',
  'keep-alive',
]);
/** Pictures, fonts and styles change no listing: not fetching them makes a run faster. */
const SKIPPED_RESOURCES = new Set(['image', 'media', 'font', 'stylesheet']);
const MAX_REDIRECTS = 5;

interface MainNavigation {
  /** Where the page's own address redirected: `open` goes there itself (see below). */
  redirect?: string;
  /** Why the page's own address could not be fetched: the run's reason, in the fetcher's words. */
  error?: FetchError;
}

const isMainNavigation = (request: Request) => {
  try {
    return request.isNavigationRequest() && request.frame().parentFrame() === null;
  } catch {
    return false; // a service worker's request has no frame (and service workers are blocked)
  }
};

/**
 * Puts a browser context behind the guarded fetcher: every request a page makes (navigation,
 * frame, script, XHR/fetch) is fetched by the API and handed back with route.fulfill, or aborted;
 * every WebSocket is closed. Redirects are followed by the fetcher, checked hop by hop, because
 * Chromium follows a fulfilled 3xx itself without asking the route again. For the page's own
 * navigation the redirect is handed to `open` instead, so the page's URL is the final one.
 */
export async function routeThroughFetcher(context: BrowserContext, fetcher: Fetcher, timeoutMs: number) {
  let main: MainNavigation = {};
  await context.routeWebSocket(/.*/, (ws) => ws.close({ code: 1008, reason: 'Not available' }));
  await context.route('**/*', async (route) => {
    const request = route.request();
    // A run that ends closes the context under requests still in flight: their answer has no page.
    if (SKIPPED_RESOURCES.has(request.resourceType())) return route.abort('blockedbyclient').catch(() => {});
    const isMain = isMainNavigation(request);
    try {
      const sent = await request.allHeaders();
      const headers = Object.fromEntries(
        FORWARDED_HEADERS.filter((name) => sent[name] !== undefined).map((name) => [
          name,
          sent[name] as string,
        ]),
      );
      const answer = await fetcher.fetch(
        request.url(),
        { method: request.method(), headers, body: request.postDataBuffer() },
        { timeoutMs, followRedirects: !isMain },
      );
      const location = answer.headers.get('location');
      if (isMain && answer.status >= 300 && answer.status < 400 && location) {
        main = { redirect: new URL(location, request.url()).href };
        return await route.abort('aborted');
      }
      const kept = [...answer.headers].filter(([name]) => !DROPPED_HEADERS.has(name));
      await route.fulfill({ status: answer.status, headers: Object.fromEntries(kept), body: answer.body });
    } catch (err) {
      if (isMain && err instanceof FetchError) main = { error: err };
      await route.abort(err instanceof AddressNotAllowed ? 'addressunreachable' : 'failed').catch(() => {});
    }
  });
  return {
    /** Opens `url` in `page`, going to each redirect's target itself once the fetcher let it through. */
    async open(page: Page, url: string) {
      let target = url;
      for (let hops = 0; hops <= MAX_REDIRECTS; hops++) {
        main = {};
        const opened = await page.goto(target, { waitUntil: 'domcontentloaded' }).then(
          (response) => ({ response, failure: undefined }),
          (failure: Error) => ({ response: null, failure }),
        );
        const { redirect, error } = main;
        if (error) throw error;
        if (!redirect) {
          if (opened.failure) throw opened.failure;
          return opened.response;
        }
        target = redirect;
      }
      throw new FetchError(`Too many redirects opening ${url}`, 'redirects');
    },
  };
}
