import { z } from 'zod';
import { RevisionData } from './history.js';

/**
 * Preview links (issue "Publishing" §2): a signed link to one record as it is now, drafts and
 * scheduled content included, for someone without an account to see before it is public.
 */

/** `POST /api/admin/preview`: the record to share. */
export const PreviewRequest = z.strictObject({
  /** A content resource: `blog`, `banner`, `hero`, `service`, `faq`, `menu`. */
  resource: z
    .string()
    .regex(/^[a-z][a-z_-]{0,39}$/, { error: 'resource must be a content type' })
    .max(40, { error: 'resource must be a content type' }),
  id: z.number().int().positive(),
});
export type PreviewRequest = z.infer<typeof PreviewRequest>;

/** The link, absolute, and when it stops working. */
export const PreviewLink = z.object({ url: z.string(), expires_at: z.string() });
export type PreviewLink = z.infer<typeof PreviewLink>;

/** `GET /api/preview/:token`: the record as its admin read answers it. */
export const PreviewRecord = z.object({
  resource: z.string(),
  id: z.number(),
  expires_at: z.string(),
  record: RevisionData,
});
export type PreviewRecord = z.infer<typeof PreviewRecord>;

/** A preview token; one that is malformed answers 404 as a tampered one does. */
export const PreviewParams = z.object({ token: z.string().max(300) });

export const previewMessages = {
  /** The one answer to a link that is malformed, tampered with, expired, or whose record is gone. */
  notFound: 'This preview link is not valid, has expired, or its content was deleted',
  cannotPreview: (resource: string) => `"${resource}" has no preview`,
  copy: 'Copy preview link',
  copied: (until: string) => `Preview link copied. It works until ${until}.`,
  copyFailed: 'Could not make a preview link',
} as const;
