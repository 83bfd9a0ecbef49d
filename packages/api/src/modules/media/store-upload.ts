import { mkdir, rename, stat } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { type MediaItem, mediaMessages } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import { transaction } from '../../db/transaction.js';
import { UnsupportedType } from '../../errors.js';
import { transactionLock } from '../../lib/advisory-lock.js';
import { describeImage, type ImageFacts, makeVariants } from '../../lib/image-variants.js';
import type { StoredImage } from '../../lib/images.js';
import { removeUploads, uploadFile } from '../../lib/stored-uploads.js';
import { type ActivityEntry, type Actor, logActivity } from '../activity/log.js';
import { type MediaRow, mediaRepository } from './repository.js';

/** What a stored upload became: its library item, and whether its bytes were there already. */
export interface Stored {
  item: MediaItem;
  /** The file the item is: a reused item's, not the one just received (which is gone). */
  image: StoredImage;
  reused: boolean;
}

const isFile = async (path: string | undefined) =>
  path !== undefined && (await stat(path).catch(() => undefined))?.isFile() === true;

/**
 * How a received upload joins the library (`app.media.store`): `found` and `presentOne` are the
 * library's reads of an item.
 */
export function uploadStore(
  app: FastifyInstance,
  {
    found,
    presentOne,
  }: { found: (id: number) => Promise<MediaRow>; presentOne: (row: MediaRow) => Promise<MediaItem> },
) {
  const repo = mediaRepository(app.db);
  const { uploadsDir } = app.config;
  const asImage = (row: Pick<MediaRow, 'url'>, received: StoredImage): StoredImage => ({
    ...received,
    filename: basename(row.url),
    filePath: row.url,
  });

  /** Uploads of the same bytes in this process, one after another (see `store`). */
  const storing = new Map<string, Promise<unknown>>();

  /**
   * Keeps a received upload in the library. Bytes the library holds already give their item
   * (whose file comes back from these bytes if it went missing) and the new file goes; otherwise
   * the variants are made and the item is written with the upload's log entry, in one transaction.
   * Uploads of the same bytes take turns here, so only the first makes variants; across
   * instances, the transaction's lock keeps the item one.
   */
  async function store(
    received: StoredImage,
    actor: Actor,
    /** The log entry of the upload, of the file it now is and its item. */
    activity: (image: StoredImage, item: { id: number; file_name: string }) => ActivityEntry,
  ): Promise<Stored> {
    const file = uploadFile(uploadsDir, received.filePath) as string;
    const facts = await describeImage(file).catch(async (err) => {
      await removeUploads(uploadsDir, [received.filePath]).catch(() => {});
      throw err;
    });
    if (!facts) {
      await removeUploads(uploadsDir, [received.filePath]);
      throw new UnsupportedType(mediaMessages.unsupportedImage);
    }
    const turn = (storing.get(facts.sha256) ?? Promise.resolve())
      .catch(() => {})
      .then(() => keep(received, file, facts, actor, activity));
    storing.set(facts.sha256, turn);
    try {
      return await turn;
    } finally {
      if (storing.get(facts.sha256) === turn) storing.delete(facts.sha256);
    }
  }

  /** `store`'s work once it is these bytes' turn. */
  async function keep(
    received: StoredImage,
    file: string,
    facts: ImageFacts,
    actor: Actor,
    activity: Parameters<typeof store>[2],
  ): Promise<Stored> {
    const made: string[] = [received.filePath];
    let outcome: { id: number; reused: boolean };
    try {
      const earlier = await repo.bySha(facts.sha256);
      if (earlier) {
        const earlierFile = uploadFile(uploadsDir, earlier.url);
        if (earlierFile && !(await isFile(earlierFile))) {
          await mkdir(dirname(earlierFile), { recursive: true });
          await rename(file, earlierFile);
          await repo.setVariants(earlier.id, await makeVariants(earlierFile, earlier.url, facts));
        } else await removeUploads(uploadsDir, [received.filePath]);
        await logActivity(app.db, actor, activity(asImage(earlier, received), earlier));
        return {
          item: await presentOne((await repo.get(earlier.id)) ?? earlier),
          image: asImage(earlier, received),
          reused: true,
        };
      }
      const variants = await makeVariants(file, received.filePath, facts);
      made.push(...variants.map((v) => v.url));
      outcome = await transaction(app.db, async (trx) => {
        // Two uploads of the same bytes at once: the second waits here and finds the first.
        await transactionLock(trx, app.dialect, `media:${facts.sha256}`);
        const first = await mediaRepository(trx).bySha(facts.sha256);
        const id =
          first?.id ??
          (await mediaRepository(trx).insert({
            file_name: received.originalName,
            url: received.filePath,
            facts,
            variants,
            created_by: actor.admin?.id ?? null,
            created_at: new Date(app.clock()).toISOString(),
          }));
        if (id === undefined) throw new Error('media item not written');
        await logActivity(
          trx,
          actor,
          activity(first ? asImage(first, received) : received, {
            id,
            file_name: first?.file_name ?? received.originalName,
          }),
        );
        return { id, reused: first !== undefined };
      });
    } catch (err) {
      // Nothing is left that no item names.
      await removeUploads(uploadsDir, made).catch(() => {});
      throw err;
    }
    if (outcome.reused) await removeUploads(uploadsDir, made);
    const row = await found(outcome.id);
    return { item: await presentOne(row), image: asImage(row, received), reused: outcome.reused };
  }

  return store;
}
