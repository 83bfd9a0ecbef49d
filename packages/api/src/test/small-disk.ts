import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Mounting a tmpfs needs root (as in CI); tests that need one say so and skip elsewhere. */
export const canMount = process.getuid?.() === 0;

/**
 * Small disks made real: tmpfs mounts of a few megabytes, filled to the last page on demand.
 * `unmountAll` undoes every mount, last first; call it in afterAll so a failing test leaves none.
 */
export function smallDisks() {
  const mounts: string[] = [];
  const fillers: string[] = [];
  return {
    /** Mounts a tmpfs of `sizeMb` on `dir` (created if missing), or on a new temp folder. */
    mount(sizeMb: number, dir = mkdtempSync(join(tmpdir(), 'land-office-disk-'))) {
      mkdirSync(dir, { recursive: true });
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir]);
      mounts.push(dir);
      return dir;
    },
    /** Writes a filler file on the disk of `dir` until the disk refuses another byte (ENOSPC). */
    fill(dir: string) {
      const file = join(dir, `filler-${fillers.length}`);
      const fd = openSync(file, 'w');
      fillers.push(file);
      try {
        for (const size of [256 * 1024, 4096, 1])
          try {
            for (const chunk = Buffer.alloc(size, 7); ; ) writeSync(fd, chunk);
          } catch (err) {
            if ((err as { code?: string }).code !== 'ENOSPC') throw err;
          }
      } finally {
        closeSync(fd);
      }
    },
    /** Removes every filler: the space is back. */
    free() {
      for (const file of fillers.splice(0)) rmSync(file, { force: true });
    },
    unmountAll() {
      const dirs = mounts.splice(0).reverse();
      for (const dir of dirs) execFileSync('umount', ['--lazy', dir]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
