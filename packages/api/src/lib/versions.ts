import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A record's version is its `updated_at`: answered as the ETag of its admin read and its update,
 * and sent back by the admin in `If-Match` so a save over someone else's newer change is refused.
 */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;

/** Object keys in one order at every depth, so equal documents print alike. */
const sorted = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    : value;

/**
 * The version of what has no `updated_at` of its own to show (a settings document, a support
 * member whose row also moves with every in-world status report): a digest of what an admin can
 * change in it. Equal content is the same version, so only a change someone could lose refuses a save.
 */
export const contentVersion = (editable: unknown) =>
  createHash('sha256').update(JSON.stringify(editable, sorted)).digest('base64url').slice(0, 27);

/** The version an `If-Match` names; undefined without one, or for `*` (any version). */
export function ifMatch(req: FastifyRequest): string | undefined {
  const header = req.headers['if-match'];
  if (!header || header.trim() === '*') return undefined;
  const match = header.trim().match(/^(?:W\/)?"([^"]{1,64})"$/);
  // A malformed tag matches no version: the write is refused rather than let through.
  return match?.[1] ?? header.trim();
}
