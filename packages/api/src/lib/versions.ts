import type { FastifyRequest } from 'fastify';

/**
 * A record's version is its `updated_at`: answered as the ETag of its admin read and its update,
 * and sent back by the admin in `If-Match` so a save over someone else's newer change is refused.
 */
export const versionTag = (updatedAt: string) => `"${updatedAt}"`;

/** The version an `If-Match` names; undefined without one, or for `*` (any version). */
export function ifMatch(req: FastifyRequest): string | undefined {
  const header = req.headers['if-match'];
  if (!header || header.trim() === '*') return undefined;
  const match = header.trim().match(/^(?:W\/)?"([^"]{1,64})"$/);
  // A malformed tag matches no version: the write is refused rather than let through.
  return match?.[1] ?? header.trim();
}
