import { createReadStream } from 'node:fs';
import * as tar from 'tar';
import { faultKind } from '../lib/faults.js';
import { ArchiveError } from './archive.js';

export type TarEntry = tar.ReadEntry;

const NOT_A_FILE: Record<string, string> = {
  SymbolicLink: 'a symbolic link',
  Link: 'a hard link',
  CharacterDevice: 'a character device',
  BlockDevice: 'a block device',
  FIFO: 'a FIFO',
};

export const refusedEntry = (path: string, problem: string) =>
  new ArchiveError(`The archive entry "${path}" ${problem}; nothing was restored.`);

function entryProblem(entry: TarEntry): string | undefined {
  const { path, type } = entry;
  if (path.includes('\0')) return 'has a NUL byte in its name';
  if (/^([/\\]|[A-Za-z]:)/.test(path)) return 'is an absolute path';
  if (path.split(/[/\\]/).includes('..')) return 'climbs out of the archive with ".."';
  if (type !== 'File' && type !== 'Directory')
    return `is ${NOT_A_FILE[type] ?? `of type ${type}`}, not a plain file`;
  return undefined;
}

function asArchiveError(err: unknown): Error {
  if (err instanceof ArchiveError) return err;
  // Unpacking onto a disk that is full or read-only: the archive is not to blame, the disk is.
  const kind = faultKind(err);
  if (kind === 'full' || kind === 'read-only') return err as Error;
  const message = (err as Error).message;
  // node-tar's own guard, for what is small per entry but compresses beyond any real backup.
  if (/decompression ratio/.test(message))
    return new ArchiveError(
      'The archive unpacks to over 1000 times its size: a decompression bomb? Nothing was restored.',
    );
  return new ArchiveError(`The archive is damaged or truncated (${message}); nothing was restored.`);
}

/**
 * Streams a tar(.gz)'s entries to `visit` in order, each only once its header shows a plain file
 * or directory at a relative path that stays inside: links, devices, FIFOs, entries node-tar does
 * not know, absolute paths and ".." end the read. `visit` throws, or calls `fail` later from a
 * body's events, to end it too; the first failure is the answer, as an ArchiveError (or the disk's
 * own error, when the disk unpacked onto is full or read-only).
 */
export function readTarEntries(file: string, visit: (entry: TarEntry, fail: (err: unknown) => void) => void) {
  return new Promise<void>((resolve, reject) => {
    const source = createReadStream(file);
    let failed = false;
    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      source.destroy();
      parser.abort(err as Error);
      reject(asArchiveError(err));
    };
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        if (failed) return entry.resume();
        try {
          const problem = entryProblem(entry);
          if (problem) throw refusedEntry(entry.path, problem);
          visit(entry, fail);
        } catch (err) {
          fail(err);
        }
      },
    });
    parser.on('ignoredEntry', (entry: TarEntry) =>
      fail(refusedEntry(entry.path, `is of a type not restored (${entry.type})`)),
    );
    parser.on('error', fail);
    parser.on('end', () => {
      if (!failed) resolve();
    });
    source.on('error', (err: NodeJS.ErrnoException) =>
      fail(err.code === 'ENOENT' ? new ArchiveError(`There is no archive at ${file}.`) : err),
    );
    source.pipe(parser);
  });
}
