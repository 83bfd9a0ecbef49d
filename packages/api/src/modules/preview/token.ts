import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a preview token names: one record, until a moment (ms since the epoch). */
export interface PreviewClaim {
  resource: string;
  id: number;
  expiresAt: number;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/** `<payload>.<HMAC-SHA256 of it>`, both base64url: the payload says `resource:id:expiry-seconds`. */
export function previewToken(key: Buffer, claim: PreviewClaim): string {
  const payload = Buffer.from(`${claim.resource}:${claim.id}:${Math.floor(claim.expiresAt / 1000)}`).toString(
    'base64url',
  );
  return `${payload}.${sign(key, payload)}`;
}

/**
 * The claim of a token this key signed that has not expired at `now`; undefined for anything
 * else (malformed, signed otherwise, altered, expired), which its caller answers as not found.
 */
export function readPreviewToken(key: Buffer, token: string, now: number): PreviewClaim | undefined {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return undefined;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const match = Buffer.from(payload, 'base64url')
    .toString()
    .match(/^([a-z][a-z_-]{0,39}):(\d{1,15}):(\d{1,13})$/);
  if (!match) return undefined;
  const claim = { resource: match[1] as string, id: Number(match[2]), expiresAt: Number(match[3]) * 1000 };
  return claim.expiresAt > now ? claim : undefined;
}
