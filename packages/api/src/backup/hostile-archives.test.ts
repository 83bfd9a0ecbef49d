import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { startTestApp } from '../test/app.js';
import { type CraftedEntry, craftArchive, editBackup, repeatFirstPost } from '../test/craft-archive.js';
import { emptyTarget } from '../test/restore-target.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

const HOSTILE =
  '<p>Harbour news</p><img src=x onerror=alert(1)><script>alert(document.cookie)</script>' +
  '<a href="javascript:alert(3)" onclick="steal()">more</a>';

/** Rewrites the JSON lines of one table in an unpacked backup. */
async function editRows(dir: string, table: string, edit: (row: Record<string, unknown>) => void) {
  const file = join(dir, 'db', `${table}.jsonl`);
  const rows = (await readFile(file, 'utf8'))
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  rows.forEach(edit);
  await writeFile(file, `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`);
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  const skip = dialect === 'postgres' && !inject('postgres');
  (skip ? describe.skip : describe)(`restoring a hostile archive [${dialect}]`, () => {
    let source: Awaited<ReturnType<typeof startTestApp>>;
    let work: string;
    let backup: string;
    let n = 0;

    /** Restores `archive` into a new empty target; returns the error, or undefined when it restored. */
    const restoreFresh = async (archive: string, env: Record<string, string> = {}) => {
      const target = await emptyTarget(dialect, env);
      try {
        const error = await restoreBackup(target.config, archive).then(
          () => undefined,
          (err: Error) => err,
        );
        return { error, leftovers: await target.leftovers(), target };
      } catch (err) {
        await target.drop();
        throw err;
      }
    };
    const crafted = async (entries: CraftedEntry[]) => {
      n += 1;
      const file = join(work, `crafted-${n}.tar.gz`);
      await craftArchive(file, entries);
      return file;
    };

    beforeAll(async () => {
      source = await startTestApp(dialect);
      work = mkdtempSync(join(tmpdir(), 'land-office-hostile-'));
      const auth = { authorization: await source.auth() };
      const form = new FormData();
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
      const upload = await source.app.inject({
        method: 'POST',
        url: '/api/upload/blog',
        payload: form,
        headers: auth,
      });
      expect(upload.statusCode).toBe(200);
      for (const [url, payload] of [
        [
          '/api/blog/admin',
          {
            title: 'Harbour news',
            slug: 'harbour-news',
            content: '<p>Harbour news</p>',
            published: true,
            image_url: upload.json().filePath,
          },
        ],
        ['/api/menu/admin', { label: 'News', url: '/news' }],
      ] as const) {
        const res = await source.app.inject({ method: 'POST', url, payload, headers: auth });
        expect(res.statusCode).toBe(200);
      }
      backup = join(work, 'real.tar.gz');
      await createBackup(source.config, backup);
    });
    afterAll(async () => {
      await source?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it('cleans a stored-XSS post edited into a real backup (checksums recomputed) before serving it', async () => {
      const archive = await crafted(
        await editBackup(backup, (dir) =>
          editRows(dir, 'blog_posts', (row) => {
            row.content = HOSTILE;
          }),
        ),
      );
      const { error, target } = await restoreFresh(archive);
      try {
        expect(error).toBeUndefined();
        const app = await buildApp(target.config);
        try {
          const res = await app.inject({ method: 'GET', url: '/api/blog/slug/harbour-news' });
          expect(res.statusCode).toBe(200);
          const content = res.json().post.content as string;
          expect(content).toContain('Harbour news');
          expect(content).not.toMatch(/<script|onerror|onclick|javascript:/i);
        } finally {
          await app.close();
        }
      } finally {
        await target.drop();
      }
    });

    it('refuses archived rows that break the rules of their content type, naming the row and field', async () => {
      const cases: [(dir: string) => Promise<void>, RegExp][] = [
        [
          (dir) => editRows(dir, 'menu_items', (row) => Object.assign(row, { url: 'javascript:alert(1)' })),
          /menu_items row 1 .*url: an internal page needs a relative URL/,
        ],
        [
          (dir) => editRows(dir, 'blog_posts', (row) => Object.assign(row, { slug: 'Not a slug!' })),
          /blog_posts row 1 .*slug: Slug may hold only/,
        ],
        [
          (dir) => editRows(dir, 'blog_posts', (row) => Object.assign(row, { published: 'yes' })),
          /blog_posts row 1 .*published/,
        ],
        [
          (dir) =>
            editRows(dir, 'blog_posts', (row) => Object.assign(row, { image_url: 'javascript:alert(1)' })),
          /blog_posts row 1 .*image_url: Image URL must be an http\(s\) URL/,
        ],
        [
          (dir) => editRows(dir, 'menu_items', (row) => Object.assign(row, { surprise: 1 })),
          /menu_items row 1 .*surprise/,
        ],
      ];
      for (const [edit, message] of cases) {
        const { error, leftovers, target } = await restoreFresh(
          await crafted(await editBackup(backup, edit)),
        );
        await target.drop();
        expect(error?.message).toMatch(message);
        expect(leftovers).toEqual([]);
      }
    });

    it('refuses rows the database refuses (two posts with one slug) and leaves no database or table behind', async () => {
      const archive = await crafted(await editBackup(backup, repeatFirstPost));
      const { error, leftovers, target } = await restoreFresh(archive);
      await target.drop();
      expect(error?.message).toMatch(/rows do not fit the database \(.*(unique|duplicate)/i);
      expect(leftovers).toEqual([]);
    });

    it('refuses entries that leave the directory, are absolute, links, devices, FIFOs or repeated', async () => {
      const real = await editBackup(backup, async () => {});
      const upload = real.find((e) => e.path.startsWith('files/uploads/'))?.path ?? '';
      const cases: [CraftedEntry, RegExp][] = [
        [{ path: '../escaped.txt', body: 'x' }, /\.\.\/escaped\.txt.*\.\./],
        [{ path: 'files/uploads/../../../escaped.txt', body: 'x' }, /escaped\.txt.*\.\./],
        [{ path: '/etc/escaped.txt', body: 'x' }, /\/etc\/escaped\.txt.*absolute/],
        [
          { path: 'files/uploads/passwd.png', type: 'SymbolicLink', linkpath: '/etc/passwd' },
          /passwd\.png.*symbolic link/,
        ],
        [{ path: 'files/uploads/hard.png', type: 'Link', linkpath: '/etc/passwd' }, /hard\.png.*hard link/],
        [{ path: 'files/uploads/tty.png', type: 'CharacterDevice' }, /tty\.png.*character device/],
        [{ path: 'files/uploads/pipe.png', type: 'FIFO' }, /pipe\.png.*FIFO/],
        [{ path: upload, body: 'a second copy' }, /appears more than once/],
      ];
      for (const [entry, message] of cases) {
        const { error, leftovers, target } = await restoreFresh(await crafted([...real, entry]));
        await target.drop();
        expect(error?.message, entry.path).toMatch(message);
        expect(leftovers, entry.path).toEqual([]);
      }
    });

    it('refuses a decompression bomb (entries over 4 × UPLOAD_MAX_MB × files) before writing any of it', async () => {
      let limit = 0;
      const entries = await editBackup(backup, async (dir) => {
        const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
        // The manifest will list one more file: the bomb itself.
        limit = 4 * 1024 * 1024 * (manifest.files.length + 1);
        await writeFile(join(dir, 'files', 'uploads', 'bomb.png'), Buffer.alloc(limit + 1024 * 1024));
      });
      const archive = await crafted(entries);
      expect((await readFile(archive)).length).toBeLessThan(limit / 100);
      const { error, leftovers, target } = await restoreFresh(archive, { UPLOAD_MAX_MB: '1' });
      await target.drop();
      expect(error?.message).toMatch(/unpacks to more than \d+ MB/);
      expect(leftovers).toEqual([]);
    });
  });
}
