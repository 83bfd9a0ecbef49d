import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AvailableLands } from '@land-office/contract';

export const RESULTS_FILE = 'available-lands.json';

export const noLandsYet: AvailableLands = { source: null, ran_at: null, count: 0, lands: [] };

/** The last good run's listings, or the empty listing before the first one. */
export async function readResults(dataDir: string): Promise<AvailableLands> {
  try {
    return JSON.parse(await readFile(join(dataDir, RESULTS_FILE), 'utf8')) as AvailableLands;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return noLandsYet;
    throw err;
  }
}

/** The last results file read for its summary, known by its inode, size and modification time. */
let summarised:
  | { dataDir: string; stamp: string; summary: Pick<AvailableLands, 'count' | 'ran_at'> }
  | undefined;

/**
 * The results file's count and run time, for the dashboard: read again only when the file changed
 * (each run renames a new one over it), so a dashboard read costs a `stat`, not the parsing of
 * every listing in the file.
 */
export async function readResultsSummary(dataDir: string): Promise<Pick<AvailableLands, 'count' | 'ran_at'>> {
  const file = await stat(join(dataDir, RESULTS_FILE)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return undefined;
    throw err;
  });
  if (!file) return { count: noLandsYet.count, ran_at: noLandsYet.ran_at };
  const stamp = `${file.ino}:${file.size}:${file.mtimeMs}`;
  if (summarised?.dataDir === dataDir && summarised.stamp === stamp) return summarised.summary;
  const { count, ran_at } = await readResults(dataDir);
  summarised = { dataDir, stamp, summary: { count, ran_at } };
  return summarised.summary;
}

/** Written to a temp file, then renamed over the old one: a reader sees the old or the new file, never half. */
export async function writeResults(dataDir: string, results: AvailableLands): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  const target = join(dataDir, RESULTS_FILE);
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, `${JSON.stringify(results, null, 2)}\n`);
    await rename(temp, target);
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
}
