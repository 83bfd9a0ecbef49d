import { z } from 'zod';
import { ERROR_CODES } from './error-codes.js';
import { type Operation, operations, roles } from './users.js';

/** The largest integer an integer column holds (PostgreSQL's 4-byte integer). */
export const INT_MAX = 2_147_483_647;

/** A positive integer id taken from a URL segment. */
export const IdParam = z.object({
  id: z.coerce
    .number()
    .int()
    .positive({ error: 'id must be a positive integer' })
    .max(INT_MAX, { error: 'id must be a positive integer' }),
});
export type IdParam = z.infer<typeof IdParam>;

/** A keyset page's `cursor`: the `next_cursor` the page before answered (an id). */
export const PageCursor = z
  .string()
  .regex(/^\d{1,10}$/, { error: 'cursor must be the next_cursor of a page' })
  .max(10, { error: 'cursor must be the next_cursor of a page' })
  .optional();

/** A page's `limit`: 1 to `max`, `fallback` when not given. */
export const pageLimit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: `limit must be between 1 and ${max}` })
    .max(max, { error: `limit must be between 1 and ${max}` })
    .default(fallback);

/**
 * Every error: the English `error`, its stable `code` (what clients translate and act by) and, when
 * one field is at fault, `field` (`order_pos`, `links.0.url`).
 */
export const ErrorBody = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  field: z.string().optional(),
  /** `too_long`: the most characters (or items) the field takes. */
  max: z.number().int().optional(),
  /** `forbidden` by role: the signed-in role, and what it may not do (a key of `operations`). */
  role: z.enum(roles).optional(),
  operation: z.enum(Object.keys(operations) as [Operation, ...Operation[]]).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** An integer order position; anything that is not a number becomes 0, as the spec asks. */
export const OrderPos = z.preprocess(
  (value) => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;
  },
  z
    .number()
    .int()
    .min(-INT_MAX, { error: 'order_pos is out of range' })
    .max(INT_MAX, { error: 'order_pos is out of range' }),
);

/** A URL that is either absolute http(s) or site-relative ("/news", "#top"). */
export const SiteUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => isSiteUrl(value), { error: 'must be an http(s) URL or a site-relative path' });

export function isSiteUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return !/[\s\\]/.test(value);
  if (value.startsWith('#')) return true;
  return isHttpUrl(value);
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const HttpUrl = z.string().trim().max(2048).refine(isHttpUrl, { error: 'must be an http(s) URL' });

/**
 * "<Label> is required" for a value that is missing, not a string, or empty; any other problem
 * (too long, say) keeps its own message. Given to `z.string()` and `.min(1)` of a required text.
 */
export const required = (label: string) => ({
  error: (issue: { code?: string }) =>
    issue.code === 'invalid_type' || issue.code === 'too_small' ? `${label} is required` : undefined,
});
