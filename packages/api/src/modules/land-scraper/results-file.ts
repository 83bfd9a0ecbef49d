import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
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
