import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** Every file under `dir` (none when it does not exist), as `/`-separated paths relative to `root`, sorted. */
export async function listFiles(dir: string, root = dir): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((err) => {
    if ((err as { code?: string }).code === 'ENOENT') return [];
    throw err;
  });
  const out: string[] = [];
  for (const entry of entries) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(full, root)));
    else if (entry.isFile()) out.push(relative(root, full).split(sep).join('/'));
  }
  return out.sort();
}
