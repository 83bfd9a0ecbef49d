import { type MediaItem, mediaMessages } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound } from '../../errors.js';
import { transactionLock } from '../../lib/advisory-lock.js';
import { removeUploads } from '../../lib/stored-uploads.js';
import { type ActivityEntry, type Actor, logActivity } from '../activity/log.js';
import { type UploadUsers, uploadUsage, usersOfAny } from '../history/upload-usage.js';
import { type MediaRow, mediaRepository, pathsOf, variantsOf } from './repository.js';
import { uploadStore } from './store-upload.js';

/** A variant's file name: `<original's name>-<width>w.<format>`. */
const VARIANT_NAME = /^(.+)-\d+w\.(?:webp|avif)$/;

/**
 * The media library: every uploaded image becomes one item (the same bytes once), with its
 * responsive variants; the records that use an item are read at each answer.
 */
export function mediaLibrary(app: FastifyInstance) {
  const repo = mediaRepository(app.db);
  const usage = uploadUsage(app.db, app.dialect, app.history);
  const { uploadsDir } = app.config;

  const present = (row: MediaRow, users: UploadUsers): MediaItem => ({
    id: row.id,
    file_name: row.file_name,
    url: row.url,
    mime: row.mime,
    bytes: Number(row.bytes),
    width: row.width,
    height: row.height,
    alt_text: row.alt_text,
    sha256: row.sha256,
    created_by: row.created_by,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    variants: variantsOf(row),
    used_by: usersOfAny(users, pathsOf(row)),
  });
  /** One item with its users. */
  const presentOne = async (row: MediaRow) => present(row, await usage.usersOf(pathsOf(row)));
  const found = async (id: number) => {
    const row = await repo.get(id);
    if (!row) throw new NotFound(mediaMessages.notFound);
    return row;
  };

  const store = uploadStore(app, { found, presentOne });

  /**
   * Deletes an item nothing uses, with its files (after the row, so a failed delete leaves them
   * served); one in use answers 409 with its users.
   */
  async function remove(row: MediaRow, actor: Actor, activity: ActivityEntry): Promise<void> {
    const users = usersOfAny(await usage.usersOf(pathsOf(row)), pathsOf(row));
    if (users.length) throw new Conflict(mediaMessages.inUse(users.length), 'in_use', { used_by: users });
    await transaction(app.db, async (trx) => {
      await transactionLock(trx, app.dialect, `media:${row.sha256}`);
      if (!(await mediaRepository(trx).remove(row.id))) throw new NotFound(mediaMessages.notFound);
      await logActivity(trx, actor, activity);
    });
    await removeUploads(uploadsDir, pathsOf(row)).catch((err) =>
      app.log.warn({ err, url: row.url }, 'media files not removed'),
    );
  }

  return {
    repo,
    usage,
    store,
    remove,
    found,
    present,
    presentOne,
    /** Whether a site path is an item's original or one of its variants (a history purge leaves those). */
    async holds(path: string): Promise<boolean> {
      if (await repo.byUrl(path)) return true;
      const stem = path.match(VARIANT_NAME)?.[1];
      return stem !== undefined && (await repo.byStem(stem)).some((row) => pathsOf(row).includes(path));
    },
    /** Sets an item's alt text, logged; answers the item. */
    async setAlt(id: number, altText: string, actor: Actor): Promise<MediaItem> {
      const row = await found(id);
      await transaction(app.db, async (trx) => {
        if (!(await mediaRepository(trx).setAlt(id, altText))) throw new NotFound(mediaMessages.notFound);
        await logActivity(trx, actor, {
          resource: 'media',
          action: 'update',
          resourceId: id,
          summary: `${row.file_name}: Changed: alt_text`,
        });
      });
      return presentOne(await found(id));
    },
  };
}

export type MediaLibrary = ReturnType<typeof mediaLibrary>;
