import { rm, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { NotFound, ValidationError } from '../errors.js';

export interface DeleteUploadOptions {
  uploadsDir: string;
  folder: string;
  filename: string;
  /** Decides which names are files of the folder at all (e.g. no separators, no dot files). */
  isFilename: (name: string) => boolean;
  badName: string;
  missing: string;
}

/**
 * Deletes one stored upload of a folder. A name that could leave the folder (separators,
 * "..", an absolute path) is refused with 400 before the file system is touched; the resolved
 * path is checked to stay inside the folder all the same.
 */
export async function deleteStoredUpload(opts: DeleteUploadOptions): Promise<void> {
  if (!opts.isFilename(opts.filename)) throw new ValidationError(opts.badName);
  const folder = resolve(opts.uploadsDir, opts.folder);
  const path = resolve(folder, opts.filename);
  const inside = relative(folder, path);
  if (!inside || inside.startsWith('..') || inside.includes(sep)) throw new ValidationError(opts.badName);
  const found = await stat(join(folder, inside)).catch(() => undefined);
  if (!found?.isFile()) throw new NotFound(opts.missing);
  await rm(path);
}
