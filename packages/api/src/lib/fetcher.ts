import type { Agent, Headers } from 'undici';
import type { AllowedAddress } from './allowed-addresses.js';
import { AddressNotAllowed, addressRefusalIn, FetchError } from './fetch-error.js';
import { checkedAddresses, guardedAgent, type Resolve, undici } from './guarded-connect.js';
import { readLimited } from './read-limited.js';

export { AddressNotAllowed, FetchError };

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
}

/** What a page's script asks for, passed on as far as it is safe to (no cookies, no credentials). */
export interface OutgoingRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | null;
}

export interface FetchedText {
  url: string;
  status: number;
  contentType: string;
  text: string;
}

export interface FetchedBytes {
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };
const USER_AGENT = 'LandOffice/1.0';

function httpUrl(input: string | URL): URL {
  const url = new URL(input);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(`Only http(s) URLs can be fetched, not ${url.protocol}`, 'scheme');
  }
  // Outgoing requests carry no credentials, not even ones written into the URL.
  if (url.username || url.password) {
    throw new FetchError(`A URL with a user name or password cannot be fetched (${url.host})`, 'scheme');
  }
  return url;
}

const portOf = (url: URL) => Number(url.port) || (url.protocol === 'https:' ? 443 : 80);

/**
 * The one way the API reaches outside (land sources, the browser's page requests, avatar
 * profiles): http(s) only, to addresses the rules allow (checked at connect time, on every hop),
 * with limits on redirects, on the body (streamed, so a huge page is cut off, not buffered) and on
 * time. No cookie or credential is ever sent. A non-2xx answer is returned, not thrown, so callers
 * can tell "not found" from "failed".
 */
export function createFetcher(
  allowPrivate: readonly AllowedAddress[],
  /** How names are resolved: the system's resolver, or a test's fake one. */
  resolve?: Resolve,
) {
  // Made on the first request (undici loads then, not at start); once closed, it stays closed.
  let dispatcher: Promise<Agent> | undefined;
  let closed = false;
  const agent = () => {
    dispatcher ??= guardedAgent(allowPrivate, resolve).then((made) => {
      if (closed) void made.destroy();
      return made;
    });
    return dispatcher;
  };

  /** One request, no redirect followed; the body read within the limits. */
  async function hop(url: URL, request: OutgoingRequest, signal: AbortSignal, maxBytes: number) {
    const [{ fetch }, dispatcher] = await Promise.all([undici(), agent()]);
    const response = await fetch(url, {
      dispatcher,
      redirect: 'manual',
      signal,
      method: request.method ?? 'GET',
      headers: { ...request.headers, 'user-agent': request.headers?.['user-agent'] ?? USER_AGENT },
      body: request.body && request.method !== 'GET' && request.method !== 'HEAD' ? request.body : null,
    });
    const body = await readLimited(response, maxBytes, url.href);
    return { url: url.href, status: response.status, headers: response.headers, body };
  }

  /** Runs `work` under the time limit and turns every failure into a FetchError that says why. */
  async function guarded<T>(url: () => URL, limits: FetchLimits, work: (signal: AbortSignal) => Promise<T>) {
    const timeoutMs = limits.timeoutMs ?? DEFAULTS.timeoutMs;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await work(signal);
    } catch (err) {
      if (err instanceof FetchError) throw err;
      const refused = addressRefusalIn(err);
      if (refused) throw refused;
      if (signal.aborted)
        throw new FetchError(`Timed out after ${timeoutMs} ms fetching ${url().href}`, 'timeout');
      const cause = err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      throw new FetchError(`Could not fetch ${url().href}: ${(err as Error).message}${cause}`, 'network');
    }
  }

  /**
   * A request as a page made it (method, headers, body), its redirects followed (each hop
   * checked like the first) unless `followRedirects` is false, when a 3xx is the answer.
   */
  async function fetchBytes(
    input: string,
    request: OutgoingRequest = {},
    limits: FetchLimits & { followRedirects?: boolean } = {},
  ): Promise<FetchedBytes> {
    const { maxBytes, maxRedirects } = { ...DEFAULTS, ...limits };
    let url = httpUrl(input);
    let next = request;
    return guarded(
      () => url,
      limits,
      async (signal) => {
        for (let hops = 0; ; hops++) {
          const answer = await hop(url, next, signal, maxBytes);
          const location = answer.headers.get('location');
          if (answer.status < 300 || answer.status > 399 || !location || limits.followRedirects === false)
            return answer;
          if (hops >= maxRedirects) throw new FetchError(`Too many redirects fetching ${input}`, 'redirects');
          url = httpUrl(new URL(location, url));
          // As browsers do: 307 and 308 repeat the request, the others turn it into a plain GET.
          if (answer.status !== 307 && answer.status !== 308) next = { headers: next.headers };
        }
      },
    );
  }

  return {
    fetch: fetchBytes,

    /** A page's text, following up to `maxRedirects` redirects. */
    async fetchText(input: string, limits: FetchLimits = {}): Promise<FetchedText> {
      const accept = limits.accept ?? 'text/html,application/json;q=0.9,*/*;q=0.5';
      const answer = await fetchBytes(input, { headers: { accept } }, limits);
      const contentType = answer.headers.get('content-type') ?? '';
      return { url: answer.url, status: answer.status, contentType, text: answer.body.toString('utf8') };
    },

    /**
     * Checks a URL as it is saved: its scheme, its port and what its host is known to be. A name
     * the resolver cannot answer within `lookupTimeoutMs` passes (the machine may be offline);
     * the fetch checks it again anyway.
     */
    async checkUrl(input: string, { lookupTimeoutMs = 2_000 } = {}) {
      const url = httpUrl(input);
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<'gave up'>((r) => {
        timer = setTimeout(() => r('gave up'), lookupTimeoutMs).unref();
      });
      try {
        await Promise.race([checkedAddresses(url.hostname, portOf(url), allowPrivate, resolve), gaveUp]);
      } catch (err) {
        if (err instanceof AddressNotAllowed) throw err;
      } finally {
        clearTimeout(timer);
      }
    },

    /**
     * Closes every connection, abandoning requests under way: it is called when the app stops,
     * which must not wait on a slow site (a page's request can take its whole time limit).
     */
    close: async () => {
      closed = true;
      await (await dispatcher)?.destroy();
    },
  };
}

export type Fetcher = ReturnType<typeof createFetcher>;
