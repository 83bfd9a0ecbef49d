import { createHash } from 'node:crypto';
import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ArchiveError, type FileEntry, MANIFEST, Manifest } from './archive.js';
import { readTarEntries, refusedEntry, type TarEntry } from './tar-entries.js';

/** A manifest lists files by path, size and hash; more than this is no backup's table of contents. */
const MANIFEST_MAX_BYTES = 8 * 1024 * 1024;

/** Where a file's body goes while it streams: pass two writes it, pass one only hashes it. */
interface Sink {
  write(chunk: Buffer): void;
  end(): void;
}

/**
 * Reads an archive against its manifest, checking each header before a byte of its body is used:
 * the manifest first (the table of contents, which also sets the size limit), then only files it
 * lists, each once, of the size it says, and the directories that hold them, all together no more
 * than `maxBytesPerFile` × the files listed. Each file's SHA-256 is checked as it streams to its sink.
 */
async function walkArchive(
  file: string,
  maxBytesPerFile: number,
  sinkFor: (listed: FileEntry) => Sink | undefined,
) {
  let manifestBytes: Buffer[] | undefined;
  let manifest: Manifest | undefined;
  const manifestHash = createHash('sha256');
  const seen = new Set<string>();
  let listed = new Map<string, FileEntry>();
  // A backup's two top folders are there even when empty; others only around listed files.
  const directories = new Set(['db', 'files']);
  let total = 0;
  let open: Sink | undefined;

  const readManifest = () => {
    if (manifest) return manifest;
    try {
      manifest = Manifest.parse(JSON.parse(Buffer.concat(manifestBytes ?? []).toString('utf8')));
    } catch (err) {
      throw new ArchiveError(
        `This is not a Land Office backup: its manifest is missing or unreadable (${(err as Error).message}).`,
      );
    }
    listed = new Map(manifest.files.map((f) => [f.path, f]));
    for (const { path } of manifest.files) {
      const parts = path.split('/');
      for (let depth = 1; depth < parts.length; depth += 1) directories.add(parts.slice(0, depth).join('/'));
    }
    return manifest;
  };

  const visit = (entry: TarEntry, fail: (err: unknown) => void) => {
    const path = entry.path.replace(/\/$/, '');
    if (manifestBytes === undefined) {
      if (path !== MANIFEST || entry.type !== 'File' || entry.size > MANIFEST_MAX_BYTES)
        throw new ArchiveError(
          `This is not a Land Office backup: its first entry is "${path}", where a backup starts with its ${MANIFEST}.`,
        );
      const chunks: Buffer[] = [];
      manifestBytes = chunks;
      entry.on('data', (chunk: Buffer) => chunks.push(chunk) && manifestHash.update(chunk));
      return;
    }
    const { files } = readManifest();
    if (seen.has(path)) throw refusedEntry(path, 'appears more than once');
    seen.add(path);
    if (entry.type === 'Directory') {
      if (!directories.has(path)) throw refusedEntry(path, 'is a directory the manifest has no file in');
      return entry.resume();
    }
    const expected = listed.get(path);
    if (!expected) throw new ArchiveError(`The archive holds a file its manifest does not list: ${path}`);
    if (entry.size !== expected.size)
      throw new ArchiveError(
        `${path} does not match its checksum (${entry.size} bytes where the manifest says ${expected.size}); nothing was restored.`,
      );
    total += entry.size;
    const limit = maxBytesPerFile * files.length;
    if (total > limit)
      throw new ArchiveError(
        `The archive unpacks to more than ${Math.round(limit / 1024 / 1024)} MB (4 × UPLOAD_MAX_MB for each of its ${files.length} files): a decompression bomb? Nothing was restored.`,
      );
    const hash = createHash('sha256');
    const sink = sinkFor(expected);
    open = sink;
    entry.on('data', (chunk: Buffer) => {
      try {
        hash.update(chunk);
        sink?.write(chunk);
      } catch (err) {
        fail(err);
      }
    });
    entry.on('end', () => {
      try {
        open = undefined;
        sink?.end();
        if (hash.digest('hex') !== expected.sha256)
          throw new ArchiveError(`${path} does not match its checksum; nothing was restored.`);
      } catch (err) {
        fail(err);
      }
    });
  };

  try {
    await readTarEntries(file, visit);
  } finally {
    open?.end();
  }
  const result = readManifest();
  const missing = result.files.find((f) => !seen.has(f.path));
  if (missing) throw new ArchiveError(`The archive lacks ${missing.path}; nothing was restored.`);
  return { manifest: result, manifestSha256: manifestHash.digest('hex') };
}

export type InspectedArchive = Awaited<ReturnType<typeof walkArchive>>;

/** Proves an archive whole (every header, size and checksum) without writing anything. */
export const inspectArchive = (file: string, maxBytesPerFile: number) =>
  walkArchive(file, maxBytesPerFile, () => undefined);

/**
 * Unpacks an inspected archive into an empty directory: plain files only, each created anew, every
 * check made again as it writes, since the file could have been changed since it was inspected.
 */
export async function unpackArchive(
  file: string,
  intoDir: string,
  maxBytesPerFile: number,
  inspected: InspectedArchive,
): Promise<Manifest> {
  const again = await walkArchive(file, maxBytesPerFile, ({ path }) => {
    const target = join(intoDir, path);
    mkdirSync(dirname(target), { recursive: true });
    // Synchronous writes: a failure leaves no write in flight in the directory about to be removed.
    const fd = openSync(target, 'wx', 0o600);
    return { write: (chunk) => writeSync(fd, chunk), end: () => closeSync(fd) };
  });
  if (again.manifestSha256 !== inspected.manifestSha256)
    throw new ArchiveError('The archive changed while it was being restored; nothing was restored.');
  return again.manifest;
}
