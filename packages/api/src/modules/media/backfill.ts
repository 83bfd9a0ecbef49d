import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { releaseAdvisoryLock, tryAdvisoryLock } from '../../lib/advisory-lock.js';
import { describeImage, makeVariants } from '../../lib/image-variants.js';
import { listFiles } from '../../lib/list-files.js';
import { uploadFile } from '../../lib/stored-uploads.js';
import type { MediaLibrary } from './library.js';
import { pathsOf } from './repository.js';

/**
 * Brings the uploads that records and settings name, and that are files under the uploads
 * directory, into the library: one item each, with its variants, dated by its file. Safe to run
 * again (and at once on several instances: one runs it, and a path becomes one row whatever
 * happens): a path that is an item's file already is left alone. Run after the migrations at
 * every start, in the background (main.ts), so an install or a restored backup from before the
 * library gets one; it reads the records only when some file under the uploads directory is not
 * an item's yet, so a start costs a listing of the uploads, not a read of every post. Answers
 * how many items it added.
 */
export async function backfillMedia(app: FastifyInstance, library: MediaLibrary): Promise<{ added: number }> {
  const lock = app.pgPool ? await tryAdvisoryLock(app.pgPool, 'media-backfill') : undefined;
  if (app.pgPool && !lock) return { added: 0 };
  try {
    const known = new Set((await library.repo.allPaths()).flatMap(pathsOf));
    // Only a file not in the library yet can be added: when every one is (every start but the
    // first after an upgrade or a restore), the records' texts are not read at all.
    const files = await listFiles(app.config.uploadsDir);
    if (
      files.every(
        (file) => file.split('/').some((part) => part.startsWith('.')) || known.has(`/uploads/${file}`),
      )
    )
      return { added: 0 };
    const named = [...(await library.usage.usersOf()).keys()].filter((path) => !known.has(path));
    let added = 0;
    for (const url of named) {
      const file = uploadFile(app.config.uploadsDir, url);
      const found = file ? await stat(file).catch(() => undefined) : undefined;
      if (!file || !found?.isFile()) continue;
      const facts = await describeImage(file).catch(() => undefined);
      if (!facts) {
        app.log.warn({ url }, 'an upload that is not an image was left out of the media library');
        continue;
      }
      const variants = await makeVariants(file, url, facts);
      // A row another run wrote meanwhile stays as it is.
      const id = await library.repo.insert({
        file_name: basename(file),
        url,
        facts,
        variants,
        created_by: null,
        created_at: found.mtime.toISOString(),
      });
      if (id !== undefined) added++;
    }
    return { added };
  } finally {
    if (lock) await releaseAdvisoryLock(lock, 'media-backfill');
  }
}
