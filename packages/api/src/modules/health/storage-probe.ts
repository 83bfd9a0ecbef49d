import { statfs, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { FaultScope } from '../../lib/faults.js';

/** Free space under which DATA_DIR still counts as full (a page or two of SQLite is not enough). */
const MIN_FREE_BYTES = 1024 * 1024;
const PROBE_EVERY_MS = 1000;

/**
 * While a write has failed for a full or read-only disk, the health check looks at DATA_DIR
 * itself (at most once a second): free space and a small file written and removed. When both
 * work, the fault is over for the files and, on SQLite (whose file lives there), the database:
 * so an instance a balancer took out for a full disk comes back without waiting for a write that
 * the balancer no longer sends it. PostgreSQL's own disk is not visible from here: its fault ends
 * with its next write that works.
 */
export function storageProbe(app: FastifyInstance) {
  let last = 0;
  const { dataDir, uploadsDir } = app.config;
  const folders: Record<FaultScope, string[]> = {
    storage: [dataDir, uploadsDir],
    database: app.dialect === 'sqlite' ? [dataDir] : [],
  };
  return async () => {
    const stuck = (['storage', 'database'] as const).filter((scope) => {
      const fault = app.faults.current(scope);
      return folders[scope].length > 0 && (fault === 'full' || fault === 'read-only');
    });
    if (stuck.length === 0 || app.clock() - last < PROBE_EVERY_MS) return;
    last = app.clock();
    for (const scope of stuck)
      if ((await Promise.all(folders[scope].map(writable))).every(Boolean)) app.faults.worked(scope, true);
  };
}

async function writable(dir: string): Promise<boolean> {
  const file = join(dir, `.health-probe-${process.pid}`);
  try {
    const space = await statfs(dir);
    if (space.bavail * space.bsize < MIN_FREE_BYTES) return false;
    await writeFile(file, 'probe');
    await unlink(file);
    return true;
  } catch {
    return false;
  }
}
