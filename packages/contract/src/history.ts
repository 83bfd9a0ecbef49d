import { z } from 'zod';

/**
 * Content history (issue "Content history"): every change of a content record or a settings
 * document is kept as a revision, a deleted record waits in the trash, and either can be undone.
 */

/** What a revision records: the write that made it. `autosave` never changed the record itself. */
export const revisionActions = [
  'create',
  'update',
  'toggle',
  'reorder',
  'delete',
  'restore',
  'save',
  'autosave',
  /** The record as it was when history began to be kept (before its first recorded change). */
  'baseline',
] as const;
export type RevisionAction = (typeof revisionActions)[number];

/** One revision as the History panel lists it. */
export const Revision = z.object({
  id: z.number(),
  /** The activity-log resource: `blog`, `hero`, `support`, `site_settings`… */
  resource: z.string(),
  /** The record's id; a settings document's key. */
  resource_id: z.string(),
  action: z.enum(revisionActions),
  at: z.string(),
  user_id: z.number().nullable(),
  /** Who made it: their display name now, else the username logged; null for no user. */
  display_name: z.string().nullable(),
  /** "Changed: title, content". */
  summary: z.string(),
});
export type Revision = z.infer<typeof Revision>;

/** A record or document as stored: field → value. */
export const RevisionData = z.record(z.string().max(100), z.unknown());
export type RevisionData = z.infer<typeof RevisionData>;

/** `GET /api/admin/revisions/:id`: the full record after the change, and before it (null for the first). */
export const RevisionDetail = Revision.extend({
  data: RevisionData,
  previous: RevisionData.nullable(),
});
export type RevisionDetail = z.infer<typeof RevisionDetail>;

export const REVISIONS_PAGE_MAX = 100;

/**
 * `GET /api/admin/revisions?resource=blog&id=12&limit=&before=`: newest first, keyset paged by id.
 * `id` may be left out for a settings document (it has one). With no `resource`: the newest
 * revisions of everything the user may change.
 */
export const RevisionQuery = z.object({
  resource: z.string().trim().min(1).max(40).optional(),
  id: z.string().trim().min(1).max(64).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(REVISIONS_PAGE_MAX, { error: 'limit must be between 1 and 100' })
    .default(20),
  before: z.coerce.number({ error: 'before must be a number' }).int().positive().optional(),
  /** Include autosaves (the blog form asks for the newest one). */
  autosave: z.enum(['0', '1']).optional(),
});
export type RevisionQuery = z.input<typeof RevisionQuery>;

export const RevisionPage = z.object({
  revisions: Revision.array(),
  next_before: z.number().nullable(),
});
export type RevisionPage = z.infer<typeof RevisionPage>;

/** `POST /api/admin/revisions/:id/restore`: the record (or document) as it now is. */
export const RestoredRevision = z.object({
  resource: z.string(),
  resource_id: z.string(),
  data: RevisionData,
});
export type RestoredRevision = z.infer<typeof RestoredRevision>;

/** `POST /api/admin/revisions/autosave`: the blog form's unsaved work, kept beside the post. */
export const AutosaveBody = z.strictObject({
  resource: z.literal('blog'),
  id: z.number().int().positive(),
  data: RevisionData,
});
export type AutosaveBody = z.infer<typeof AutosaveBody>;

/** One deleted record in `GET /api/admin/trash`. */
export const TrashItem = z.object({
  resource: z.string(),
  id: z.number(),
  /** What names it in a list: a title, a label, a question, an avatar's name. */
  title: z.string(),
  deleted_at: z.string(),
  /** Who deleted it (display name), null when unknown. */
  deleted_by: z.string().nullable(),
  /** When the scheduler deletes it for good. */
  purge_at: z.string(),
});
export type TrashItem = z.infer<typeof TrashItem>;

/** `GET /api/admin/trash`: every item without `limit`; with it, a page newest deleted first after `cursor`. */
export const TrashQuery = z.object({
  resource: z.string().trim().min(1).max(40).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, { error: 'limit must be between 1 and 100' })
    .max(100, { error: 'limit must be between 1 and 100' })
    .optional(),
  cursor: z.string().max(300, { error: 'cursor is not one this server made' }).optional(),
});

export const TrashList = z.object({
  items: TrashItem.array(),
  /** The resources the signed-in user may see in the trash, for the filter. */
  resources: z.string().array(),
  /** The next page's `cursor`; null on the last page (and for the whole list). */
  next_cursor: z.string().nullable(),
});
export type TrashList = z.infer<typeof TrashList>;

export const TrashParams = z.object({
  resource: z.string().trim().min(1).max(40),
  id: z.coerce.number().int().positive(),
});

export const historyMessages = {
  revisionNotFound: 'Revision not found',
  nothingToAutosave: 'Nothing to autosave: this record does not exist or is in the trash',
  unknownResource: (resource: string) => `There is no history for "${resource}"`,
  idRequired: 'id is required',
  noLongerFits: (reason: string) => `This version cannot be restored: ${reason}`,
  purged: 'This record was deleted permanently',
  /** Added to a 409 when what holds the slug (or uuid) is in the trash. */
  inTrash: 'It is in the trash: restore it from there, or delete it permanently first',
  notInTrash: 'This item is not in the trash',
  restoreConfirm: 'Restore this version? The current content is kept in the history.',
  restored: 'Version restored',
  trashRestored: 'Restored from the trash',
  deletePermanentlyConfirm: 'Delete this item permanently? This cannot be undone.',
  emptyTrashConfirm: 'Empty the trash? Everything in it is deleted permanently.',
  deletedPermanently: 'Deleted permanently',
  emptied: 'Trash emptied',
  autosaveOffer: (time: string) => `You have unsaved changes from ${time}. Restore them?`,
} as const;
