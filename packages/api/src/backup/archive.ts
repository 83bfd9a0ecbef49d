import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';

export const ARCHIVE_FORMAT = 'land-office-backup/1';
export const MANIFEST = 'manifest.json';

const FileEntry = z.object({
  path: z.string().regex(/^(db|files)\/[^\0]+$/),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const Manifest = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  appVersion: z.string(),
  /** The latest migration the database had run; `migrations` lists all of them. */
  schemaVersion: z.string(),
  migrations: z.array(z.string()).min(1),
  createdAt: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  tables: z.record(z.string(), z.object({ rows: z.number().int().nonnegative() })),
  files: z.array(FileEntry),
});
export type Manifest = z.infer<typeof Manifest>;
export type FileEntry = z.infer<typeof FileEntry>;

export class ArchiveError extends Error {}

export async function checksum(path: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return { size: (await stat(path)).size, sha256: hash.digest('hex') };
}

export { listFiles } from '../lib/list-files.js';

/**
 * Packs a staged directory into a tar.gz, written beside `outFile` and renamed into place when whole.
 * The manifest goes first: a restore reads it before any other entry, to check each against it.
 */
export async function packArchive(stagingDir: string, outFile: string) {
  const partial = `${outFile}.part`;
  try {
    // Read a MB at a time (node-tar's default is a 16 MB buffer per file).
    await tar.c({ gzip: true, portable: true, file: partial, cwd: stagingDir, maxReadSize: 1024 * 1024 }, [
      MANIFEST,
      'db',
      'files',
    ]);
    await rename(partial, outFile);
  } finally {
    await rm(partial, { force: true });
  }
}
