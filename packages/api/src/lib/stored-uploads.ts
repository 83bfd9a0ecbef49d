import { rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { NotFound, ValidationError } from '../errors.js';

/** `/uploads/…` paths as records and settings name them (rich text included). */
export const UPLOAD_PATH = /\/uploads\/[\w./-]+/g;

/** Every upload path a text names (a sentence's full stop after one is not part of it). */
export function uploadPathsIn(text: string): string[] {
  return (text.match(UPLOAD_PATH) ?? [])
    .map((path) => path.replace(/\.+$/, ''))
    .filter((path) => !path.includes('..'));
}

/**
 * The file of a site path `/uploads/<folder>/<name>` under the uploads directory, or undefined
 * for a path that is none or would leave that directory.
 */
export function uploadFile(uploadsDir: string, sitePath: string): string | undefined {
  if (!sitePath.startsWith('/uploads/') || sitePath.includes('..')) return undefined;
  const root = resolve(uploadsDir);
  const file = resolve(root, sitePath.slice('/uploads/'.length));
  const inside = relative(root, file);
  return inside && !inside.startsWith('..') && !isAbsolute(inside) ? file : undefined;
}

/** Removes stored files by their site paths; a path outside the uploads directory is left alone. */
export async function removeUploads(uploadsDir: string, sitePaths: readonly string[]): Promise<void> {
  for (const path of sitePaths) {
    const file = uploadFile(uploadsDir, path);
    if (file) await rm(file, { force: true });
  }
}

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
