import { HttpError } from '../errors.js';

export interface FetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
}

export interface FetchedText {
  url: string;
  status: number;
  contentType: string;
  text: string;
}

export class FetchError extends HttpError {
  constructor(
    message: string,
    readonly reason: 'scheme' | 'timeout' | 'too_large' | 'redirects' | 'network' | 'status',
    readonly status?: number,
  ) {
    super(502, message);
  }
}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 };

function assertHttp(url: URL) {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FetchError(`Only http(s) URLs can be fetched, not ${url.protocol}`, 'scheme');
  }
}

/**
 * The one way the API reads outside pages (land sources, avatar profiles): http(s) only, a limit
 * on redirects, on the body size (streamed, so a huge page is cut off, not buffered) and on time.
 * A non-2xx answer is returned, not thrown, so callers can tell "not found" from "failed".
 */
export async function fetchText(input: string, limits: FetchLimits = {}): Promise<FetchedText> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...limits };
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(input);
  try {
    for (let hop = 0; ; hop++) {
      assertHttp(url);
      const response = await fetch(url, {
        redirect: 'manual',
        signal,
        headers: {
          accept: limits.accept ?? 'text/html,application/json;q=0.9,*/*;q=0.5',
          'user-agent': 'LandOffice/1.0',
        },
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        if (hop >= maxRedirects) throw new FetchError(`Too many redirects fetching ${input}`, 'redirects');
        url = new URL(location, url);
        continue;
      }
      const text = await readLimited(response, maxBytes, url.href);
      return {
        url: url.href,
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text,
      };
    }
  } catch (err) {
    if (err instanceof FetchError) throw err;
    if (signal.aborted)
      throw new FetchError(`Timed out after ${timeoutMs} ms fetching ${url.href}`, 'timeout');
    throw new FetchError(`Could not fetch ${url.href}: ${(err as Error).message}`, 'network');
  }
}

async function readLimited(response: Response, maxBytes: number, url: string): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new FetchError(`The page at ${url} is larger than ${maxBytes} bytes`, 'too_large');
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchError(`The page at ${url} is larger than ${maxBytes} bytes`, 'too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
