import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Sized } from './public-cache-store.js';

// A cached public body and how it is sent: what the public cache keeps, and its answer through
// Fastify's reply (so every onSend hook, the security headers' among them, runs for it).

export type Coding = 'br' | 'gzip';

type Headers = Record<string, string>;

interface Variant {
  body: Buffer;
  etag: string;
  /** The answer's own headers, built once with the body (Fastify adds the length). */
  ok: Headers;
  /** The same for a 304: no body, so no content headers. */
  notModified: Headers;
}

/** What a cached body is unless its route names another type (an XML feed, a sitemap). */
export const JSON_TYPE = 'application/json; charset=utf-8';

export function variant(
  body: Buffer,
  etag: string,
  cacheControl: string,
  contentType: string,
  coding?: Coding,
  extra?: Headers,
): Variant {
  const shared: Headers = {
    etag,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
    ...extra,
  };
  const ok: Headers = { 'content-type': contentType, ...shared };
  if (coding) ok['content-encoding'] = coding;
  return { body, etag, ok, notModified: shared };
}

export interface Entry extends Sized {
  /** The body as bytes (JSON, or what its content type says), encoded once instead of on every answer. */
  identity: Variant;
  /** The same body gzipped once (only worth it past a kilobyte), with its own ETag. */
  gzip?: Variant;
  /**
   * The same body at brotli's best quality, for bodies past 16 KB: some 17% smaller than gzip on
   * the blog list, but about 100 ms to make, so it is made after the first answer and served once
   * it is there. Below 16 KB it saves a few hundred bytes for as much CPU per entry, and a write
   * empties the cache: two hundred posts read again would cost seconds of compression.
   */
  br?: Variant;
  /**
   * When the body stops being true with no write (`app.clock()` milliseconds): the next instant
   * a scheduled post goes live or a seasonal banner starts or ends. Read past it, it is rebuilt.
   */
  expiresAt?: number;
  /** Scopes besides its key's own whose writes drop it (a sitemap reads the blog and the menu). */
  dependsOn?: readonly string[];
}

export interface Accepted {
  br: boolean;
  gzip: boolean;
}

function parseAccepted(header: string): Accepted {
  const accepted = { br: false, gzip: false };
  const star = { named: false, ok: false };
  const named = new Set<string>();
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = q === undefined || Number(q.slice(2)) > 0;
    if (coding === '*') Object.assign(star, { named: true, ok });
    else if (coding === 'br' || coding === 'gzip') {
      named.add(coding);
      accepted[coding] = ok;
    }
  }
  // `*` stands for every coding not named on its own.
  for (const coding of ['br', 'gzip'] as const)
    if (!named.has(coding) && star.named) accepted[coding] = star.ok;
  return accepted;
}

const acceptedByHeader = new Map<string, Accepted>();
const NONE: Accepted = { br: false, gzip: false };
/** The header read last and what it allows: browsers send the same one request after request. */
let last = { header: '', accepted: NONE };

/**
 * Which of our codings Accept-Encoding allows (named or `*`, without q=0). Clients send a handful
 * of distinct headers, so each is parsed once and remembered (at most 100 kept); the one read
 * last is compared before any is looked up.
 */
export function acceptedCodings(header: string | undefined): Accepted {
  if (!header) return NONE;
  if (header === last.header) return last.accepted;
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    if (acceptedByHeader.size >= 100) acceptedByHeader.clear();
    accepted = parseAccepted(header);
    acceptedByHeader.set(header, accepted);
  }
  last = { header, accepted };
  return accepted;
}

export const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim() === etag) ?? false;

/**
 * Sends the variant the request accepts, or 304 without a body, through Fastify's reply (HEAD:
 * Fastify sends no body). Returns the reply, for the handler to return.
 */
export function sendEntry(req: FastifyRequest, reply: FastifyReply, entry: Entry): FastifyReply {
  const headers = req.headers;
  const accepted = acceptedCodings(headers['accept-encoding']);
  const chosen = (accepted.br && entry.br) || (accepted.gzip && entry.gzip) || entry.identity;
  if (matches(headers['if-none-match'], chosen.etag))
    return reply.code(304).headers(chosen.notModified).send();
  return reply.headers(chosen.ok).send(chosen.body);
}
