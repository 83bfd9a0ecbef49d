import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { releaseAdvisoryLock, tryAdvisoryLock } from '../../lib/advisory-lock.js';
import { uploadFile, uploadPathsIn } from '../../lib/stored-uploads.js';
import { historyRepository } from './repository.js';
import { type HistorySource, historyRegistry } from './sources.js';
import { uploadUsage } from './upload-usage.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/** The `/uploads/…` paths a record's upload columns name. */
export function uploadsNamed(source: HistorySource, row: Record<string, unknown>): string[] {
  const found = new Set<string>();
  for (const column of source.trash?.uploads ?? []) {
    const value = row[column];
    if (typeof value === 'string') for (const path of uploadPathsIn(value)) found.add(path);
  }
  return [...found];
}

/**
 * The content history's registry (modules register what keeps revisions) and its housekeeping:
 * once an hour, on one instance, what was deleted `TRASH_DAYS` ago is purged (with the uploads
 * nothing else names) and revisions beyond `REVISIONS_KEEP` and older than `REVISIONS_DAYS` go.
 */
async function historyPlugin(app: FastifyInstance) {
  const registry = historyRegistry();
  const repo = historyRepository(app.db);
  const usage = uploadUsage(app.db, app.dialect, registry);
  const { keep, days, trashDays } = app.config.history;
  const keepers: Array<(path: string) => Promise<boolean>> = [];
  const kept = async (path: string) => {
    for (const keeps of keepers) if (await keeps(path)) return true;
    return false;
  };

  /**
   * Removes the stored files of a purged record that no other content or setting names and that
   * nothing keeps (an image of the media library stays there, unused, until deleted from it).
   */
  const dropUploads = async (source: HistorySource, row: Record<string, unknown>) => {
    for (const path of uploadsNamed(source, row)) {
      if ((await kept(path)) || (await usage.inUse(path))) continue;
      const file = uploadFile(app.config.uploadsDir, path);
      if (!file) continue;
      await rm(file, { force: true }).catch((err) => app.log.warn({ err, path }, 'upload not removed'));
    }
  };

  const purge = async (
    source: HistorySource,
    id: number,
    actor?: Parameters<NonNullable<HistorySource['trash']>['purge']>[1],
  ) => {
    const row = await (source.trash as NonNullable<HistorySource['trash']>).purge(id, actor);
    await dropUploads(source, row);
  };

  const sweepOnce = async (now: number) => {
    const trashCutoff = new Date(now - trashDays * DAY_MS).toISOString();
    let purged = 0;
    for (const source of registry.all()) {
      if (!source.trash) continue;
      for (const id of await repo.trashedBefore(source.trash.table, trashCutoff)) {
        await purge(source, id);
        purged++;
      }
    }
    const pruned = await repo.prune(keep, new Date(now - days * DAY_MS).toISOString());
    return { purged, pruned };
  };

  const sweep = async (now = app.clock()) => {
    // With several instances on PostgreSQL, one sweeps; the others find the lock taken and skip.
    const lock = app.pgPool ? await tryAdvisoryLock(app.pgPool, 'history-sweep') : undefined;
    if (app.pgPool && !lock) return { purged: 0, pruned: 0 };
    try {
      return await sweepOnce(now);
    } finally {
      if (lock) await releaseAdvisoryLock(lock, 'history-sweep');
    }
  };

  app.decorate('history', {
    ...registry,
    sweep,
    keepUploadsWhen: (keeps: (path: string) => Promise<boolean>) => {
      keepers.push(keeps);
    },
  });
  app.decorate('historyPurge', purge);

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweep().catch((err) => app.log.warn({ err }, 'history sweep failed'));
    }, SWEEP_EVERY_MS).unref();
  });
  app.addHook('preClose', async () => clearInterval(timer));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Deletes a record in the trash for good, with the uploads only it named. */
    historyPurge(
      source: HistorySource,
      id: number,
      actor?: Parameters<NonNullable<HistorySource['trash']>['purge']>[1],
    ): Promise<void>;
  }
}

export default fp(historyPlugin, { name: 'history', dependencies: ['db'] });
