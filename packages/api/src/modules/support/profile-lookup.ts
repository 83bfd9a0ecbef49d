import { NULL_KEY } from '@land-office/contract';
import { FetchError, type Fetcher } from '../../lib/fetcher.js';
import { loadHtml } from '../../lib/html.js';

export interface ResidentProfile {
  name: string;
  username: string | null;
  photo_url: string | null;
}

export type ProfileLookupResult =
  | ({ kind: 'found' } & ResidentProfile)
  | { kind: 'not_found' }
  | { kind: 'failed'; reason: string };

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Reads a resident's profile page (world.secondlife.com/resident/<uuid>): the display name from
 * `<title>Display Name (username)</title>` or `h1.resident`, the photo from `meta[name=imageid]`.
 * The null image key means "no picture". Null when the page is not a profile.
 */
export async function parseProfilePage(html: string): Promise<ResidentProfile | null> {
  const $ = await loadHtml(html);
  const title = squash($('title').first().text());
  const titled = title.match(/^(.*\S)\s*\(([^()\s]+)\)$/);
  const name = titled?.[1] ?? (squash($('h1.resident').first().text()) || null);
  if (!name) return null;
  const username = titled?.[2] ?? (squash($('p.username').first().text()) || null);
  const imageId = ($('meta[name="imageid"]').attr('content') ?? '').trim().toLowerCase();
  const photo_url =
    KEY.test(imageId) && imageId !== NULL_KEY
      ? `https://picture-service.secondlife.com/${imageId}/256x192.jpg`
      : null;
  return { name: name.slice(0, 200), username, photo_url };
}

export interface ProfileLookupOptions {
  /** e.g. https://world.secondlife.com/resident/{uuid} */
  urlTemplate: string;
  fetcher: Fetcher;
  timeoutMs?: number;
  /** How long a found profile is reused (display names and photos change rarely). */
  foundTtlMs?: number;
  /** How long "no such resident" is remembered. */
  notFoundTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/**
 * Looks residents up with a small TTL cache, so re-adding or re-checking a member does not hit
 * the profile site again; failures are not cached (the retry loop decides when to ask again) and
 * concurrent lookups of one uuid share a single request.
 */
export function createProfileLookup(options: ProfileLookupOptions) {
  const {
    urlTemplate,
    fetcher,
    timeoutMs = 5_000,
    foundTtlMs = 6 * 3_600_000,
    notFoundTtlMs = 10 * 60_000,
    maxEntries = 1_000,
    now = Date.now,
  } = options;
  const cache = new Map<string, { result: ProfileLookupResult; expires: number }>();
  const inflight = new Map<string, Promise<ProfileLookupResult>>();

  const remember = (uuid: string, result: ProfileLookupResult) => {
    const ttl = result.kind === 'found' ? foundTtlMs : result.kind === 'not_found' ? notFoundTtlMs : 0;
    if (ttl <= 0) return;
    cache.delete(uuid);
    cache.set(uuid, { result, expires: now() + ttl });
    // Maps keep insertion order: the first key is the oldest entry.
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
  };

  const fetchProfile = async (uuid: string): Promise<ProfileLookupResult> => {
    const url = urlTemplate.replace('{uuid}', encodeURIComponent(uuid));
    try {
      const page = await fetcher.fetchText(url, { timeoutMs, maxBytes: 512 * 1024, maxRedirects: 3 });
      if (page.status === 404 || page.status === 410) return { kind: 'not_found' };
      if (page.status < 200 || page.status >= 300)
        return { kind: 'failed', reason: `profile page answered ${page.status}` };
      const profile = await parseProfilePage(page.text);
      return profile ? { kind: 'found', ...profile } : { kind: 'failed', reason: 'not a profile page' };
    } catch (err) {
      const reason = err instanceof FetchError ? err.message : String(err);
      return { kind: 'failed', reason };
    }
  };

  return {
    lookup(uuid: string): Promise<ProfileLookupResult> {
      const key = uuid.toLowerCase();
      const hit = cache.get(key);
      if (hit && hit.expires > now()) return Promise.resolve(hit.result);
      if (hit) cache.delete(key);
      let pending = inflight.get(key);
      if (!pending) {
        pending = fetchProfile(key)
          .then((result) => {
            remember(key, result);
            return result;
          })
          .finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      return pending;
    },
    /** Forgets every cached answer. */
    clear: () => cache.clear(),
  };
}

export type ProfileLookup = ReturnType<typeof createProfileLookup>;
