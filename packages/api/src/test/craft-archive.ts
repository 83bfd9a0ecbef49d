import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar';
import { checksum, listFiles, MANIFEST } from '../backup/archive.js';

/** One entry of a hand-made tar: a file's bytes, or a header alone (links, devices, FIFOs). */
export interface CraftedEntry {
  path: string;
  type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link' | 'CharacterDevice' | 'BlockDevice' | 'FIFO';
  body?: Buffer | string;
  linkpath?: string;
}

const BLOCK = 512;

/** Writes the entries, in order and as given (no path clean-up), as a tar.gz: what an attacker can send. */
export async function craftArchive(file: string, entries: CraftedEntry[]) {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = new tar.Header({
      path: entry.path,
      type: entry.type ?? 'File',
      size: body.length,
      mode: entry.type === 'Directory' ? 0o755 : 0o644,
      mtime: new Date(0),
      ...(entry.linkpath ? { linkpath: entry.linkpath } : {}),
    });
    const block = Buffer.alloc(BLOCK);
    header.encode(block, 0);
    blocks.push(block, body, Buffer.alloc((BLOCK - (body.length % BLOCK)) % BLOCK));
  }
  blocks.push(Buffer.alloc(2 * BLOCK));
  await writeFile(file, gzipSync(Buffer.concat(blocks)));
}

/**
 * A real backup as an attacker edits it: unpacked, changed by `edit`, its manifest's sizes and
 * checksums recomputed so that they match again, and the entries (manifest first) returned to be
 * packed by `craftArchive`, with any extra entries the attack needs.
 */
export async function editBackup(archive: string, edit: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'land-office-edit-'));
  try {
    await tar.x({ file: archive, cwd: dir });
    await edit(dir);
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8'));
    const paths = (await listFiles(dir)).filter((p) => p !== MANIFEST);
    manifest.files = [];
    for (const path of paths) manifest.files.push({ path, ...(await checksum(join(dir, path))) });
    const entries: CraftedEntry[] = [{ path: MANIFEST, body: JSON.stringify(manifest) }];
    for (const path of paths) entries.push({ path, body: await readFile(join(dir, path)) });
    return entries;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Two broken copies of an archive beside it: cut at 60 % of its bytes, and one byte flipped mid-way. */
export async function damagedCopies(archive: string, dir: string) {
  const bytes = await readFile(archive);
  const truncated = join(dir, 'truncated.tar.gz');
  await writeFile(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
  const corrupted = join(dir, 'corrupted.tar.gz');
  const flipped = Buffer.from(bytes);
  const middle = Math.floor(flipped.length / 2);
  flipped[middle] = (flipped[middle] as number) ^ 0xff;
  await writeFile(corrupted, flipped);
  return { truncated, corrupted };
}

/**
 * An `editBackup` edit: the first blog post twice (a second id, the same slug), its count updated.
 * Every row passes its rule; together they break the unique slug, found only while loading.
 */
export async function repeatFirstPost(dir: string) {
  const file = join(dir, 'db', 'blog_posts.jsonl');
  const [first = '{}'] = (await readFile(file, 'utf8')).split('\n');
  await writeFile(file, `${first}\n${JSON.stringify({ ...JSON.parse(first), id: 99 })}\n`);
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8'));
  manifest.tables.blog_posts.rows = 2;
  await writeFile(join(dir, MANIFEST), JSON.stringify(manifest));
}
