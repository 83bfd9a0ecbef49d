import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { Db, Dialect } from '../db/index.js';
import { KEY_FILE } from '../lib/secret-box.js';
import { blogRepository } from '../modules/blog/repository.js';
import { startTestApp } from '../test/app.js';
import { damagedCopies } from '../test/craft-archive.js';
import { emptyTarget } from '../test/restore-target.js';
import { checksum, listFiles, MANIFEST } from './archive.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { type AnyDb, appTables, type Row, tableRows } from './tables.js';

/** Every table's rows keyed by table name, read the same way on either database. */
async function snapshot(db: AnyDb, dialect: Dialect) {
  const out: Record<string, Row[]> = {};
  for (const table of await appTables(db, dialect)) {
    out[table.name] = [];
    for await (const row of tableRows(db, table)) out[table.name]?.push(row);
  }
  return out;
}

async function uploadSums(uploadsDir: string) {
  const sums: Record<string, string> = {};
  for (const path of await listFiles(uploadsDir))
    sums[path] = (await checksum(join(uploadsDir, path))).sha256;
  return sums;
}

/** Rewrites an archive: unpack, let `edit` change the tree, pack again (checksums left as they were). */
async function tamper(archive: string, name: string, edit: (dir: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'land-office-tamper-'));
  await tar.x({ file: archive, cwd: dir });
  await edit(dir);
  const out = `${archive}.${name}.tar.gz`;
  await tar.c({ gzip: true, file: out, cwd: dir }, [
    MANIFEST,
    ...(await readdir(dir)).filter((f) => f !== MANIFEST),
  ]);
  rmSync(dir, { recursive: true, force: true });
  return out;
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  const skip = dialect === 'postgres' && !inject('postgres');
  (skip ? describe.skip : describe)(`backup and restore [${dialect}]`, () => {
    let source: Awaited<ReturnType<typeof startTestApp>>;
    let work: string;
    let quiet: string;

    const post = async (title: string, image?: string) => {
      const res = await source.app.inject({
        method: 'POST',
        url: '/api/blog/admin',
        headers: { authorization: await source.auth() },
        payload: {
          title,
          slug: title.toLowerCase().replace(/\W+/g, '-'),
          content: `<p>${title}</p>`,
          published: true,
          ...(image ? { image_url: image } : {}),
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json().post as { id: number };
    };
    const upload = async (colour: string) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
        .png()
        .toBuffer();
      form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'x.png');
      const res = await source.app.inject({
        method: 'POST',
        url: '/api/upload/blog',
        payload: form,
        headers: { authorization: await source.auth() },
      });
      expect(res.statusCode).toBe(200);
      return res.json().filePath as string;
    };

    /**
     * An empty place to restore into, of the same installation: it has the source's key (its
     * SECRET_KEY), so the restored secrets open there as they did (plugins/secrets.test.ts has a
     * restore elsewhere, without it).
     */
    const sameInstallation = () =>
      emptyTarget(dialect, {
        SECRET_KEY: readFileSync(join(source.config.dataDir, KEY_FILE), 'utf8').trim(),
      });

    beforeAll(async () => {
      source = await startTestApp(dialect);
      work = mkdtempSync(join(tmpdir(), 'land-office-archives-'));
      for (const colour of ['red', 'green', 'blue']) await post(`Post ${colour}`, await upload(colour));
      // One of every kind of row a restore checks, written as the API writes it.
      const writes: [string, string, object][] = [
        ['POST', '/api/menu/admin', { label: 'News', url: '/news' }],
        ['POST', '/api/service/admin', { title: 'Rentals', description: 'By the sea', icon: 'faHome' }],
        [
          'POST',
          '/api/hero/admin',
          { title: 'Sea', description: 'Parcels', button_text: 'Go', button_url: '/go' },
        ],
        ['POST', '/api/banner/admin', { image_url: 'https://cdn.example.com/b.png', link_url: '/x' }],
        [
          'PUT',
          '/api/site-settings/admin',
          { site_title: 'Bay Estates', social_links: { x: 'https://x.com/b' } },
        ],
        ['PUT', '/api/header-settings/admin/button', { text: 'Map', color_light: '#ABCDEF' }],
        // Its signing secret is kept too, so a restored instance signs as before.
        ['POST', '/api/admin/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['scrape.failed'] }],
      ];
      for (const [method, url, payload] of writes) {
        const res = await source.app.inject({
          method: method as 'POST',
          url,
          headers: { authorization: await source.auth() },
          payload,
        });
        expect(res.statusCode, url).toBe(200);
      }
      const now = new Date().toISOString();
      await source.app.db
        .insertInto('support_members')
        .values({
          uuid: '8d58ead7-e1fa-4f74-ba98-1df6fb8695b3',
          email: 'ann@example.com',
          languages: 'en,pt',
          roles: 'support,sales',
          is_active: true,
          status: 'online',
          profile_status: 'found',
          name: 'Ann',
          photo_url: 'https://picture-service.secondlife.com/x/256x192.jpg',
          created_at: now,
          updated_at: now,
        })
        .execute();
      await writeFile(join(source.config.dataDir, 'available-lands.json'), '{"lands":[{"name":"Bay"}]}\n');
    });
    afterAll(async () => {
      await source?.stop();
      rmSync(work, { recursive: true, force: true });
    });

    it('backs up under a stream of writes and restores a snapshot of one moment', async () => {
      let writing = true;
      let written = 0;
      const stream = (async () => {
        while (writing) {
          await post(`Stream ${written}`);
          written += 1;
        }
      })();
      const archive = join(work, 'live.tar.gz');
      try {
        await vi.waitFor(() => expect(written).toBeGreaterThan(0));
        await createBackup(source.config, archive);
      } finally {
        writing = false;
        await stream;
      }
      expect(written).toBeGreaterThan(0);

      const target = await sameInstallation();
      try {
        const manifest = await restoreBackup(target.config, archive);
        const restored = await target.open((db) => snapshot(db, dialect));
        const live = await snapshot(source.app.db as AnyDb, dialect);
        for (const [table, { rows }] of Object.entries(manifest.tables))
          expect(restored[table]).toHaveLength(rows);
        // One moment: the posts are a prefix of the live ones, each with its own activity entry.
        const posts = restored.blog_posts ?? [];
        expect(posts).toEqual(live.blog_posts?.slice(0, posts.length));
        const created = (restored.activity_log ?? []).filter(
          (a) => a.resource === 'blog' && a.action === 'create',
        );
        expect(created.map((a) => Number(a.resource_id)).sort((a, b) => a - b)).toEqual(
          posts.map((p) => p.id),
        );
        expect(await uploadSums(target.config.uploadsDir)).toEqual(
          await uploadSums(source.config.uploadsDir),
        );
      } finally {
        await target.drop();
      }
    });

    it('restores every table row and upload byte for byte when nothing is writing', async () => {
      quiet = join(work, 'quiet.tar.gz');
      const manifest = await createBackup(source.config, quiet);
      expect(manifest.schemaVersion).toMatch(/^2026-/);
      expect(manifest.files.some((f) => f.path === 'files/available-lands.json')).toBe(true);
      const target = await sameInstallation();
      try {
        await restoreBackup(target.config, quiet);
        expect(await target.open((db) => snapshot(db, dialect))).toEqual(
          await snapshot(source.app.db as AnyDb, dialect),
        );
        const sums = await uploadSums(target.config.uploadsDir);
        expect(Object.keys(sums)).toHaveLength(3);
        expect(sums).toEqual(await uploadSums(source.config.uploadsDir));
        expect(await readFile(join(target.dataDir, 'available-lands.json'), 'utf8')).toContain('Bay');
        // The blog's full-text index, copied by no backup, is built again from the restored posts.
        const found = await target.open((db) => blogRepository(db as Db).page({ q: 'gree' }));
        expect(found.items.map((p) => p.title)).toEqual(['Post green']);
        // The restored instance keeps numbering after the restored ids.
        const next = await target.open((db) =>
          db
            .insertInto('menu_items')
            .values({
              label: 'x',
              url: '/x',
              is_external: false,
              is_active: true,
              order_pos: 9,
              created_at: '',
              updated_at: '',
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        expect(Number(next.id)).toBeGreaterThan(1);
      } finally {
        await target.drop();
      }
    });

    it('refuses a non-empty target unless forced', async () => {
      const target = await sameInstallation();
      try {
        await restoreBackup(target.config, quiet);
        await expect(restoreBackup(target.config, quiet)).rejects.toThrow(/not empty.*--force/);
        await restoreBackup(target.config, quiet, { force: true });
        expect(await target.open((db) => snapshot(db, dialect))).toEqual(
          await snapshot(source.app.db as AnyDb, dialect),
        );
      } finally {
        await target.drop();
      }
    });

    /** A refused archive leaves the target as it was: no DATA_DIR, no database file, no table. */
    const expectUntouched = async (target: Awaited<ReturnType<typeof emptyTarget>>) => {
      expect(await target.leftovers()).toEqual([]);
    };

    it('refuses a truncated, a corrupted or a tampered archive and restores nothing', async () => {
      const { truncated, corrupted } = await damagedCopies(quiet, work);
      const tampered = await tamper(quiet, 'tampered', async (dir) => {
        const [first] = await listFiles(join(dir, 'files', 'uploads'));
        await writeFile(join(dir, 'files', 'uploads', first ?? 'x'), 'not the image');
      });
      const dropped = await tamper(quiet, 'dropped', (dir) => rm(join(dir, 'db', 'blog_posts.jsonl')));
      const cases: [string, RegExp][] = [
        [truncated, /damaged or truncated/],
        [corrupted, /damaged or truncated|checksum/],
        [tampered, /does not match its checksum/],
        [dropped, /lacks db\/blog_posts.jsonl/],
      ];
      for (const [file, message] of cases) {
        const target = await sameInstallation();
        try {
          await expect(restoreBackup(target.config, file)).rejects.toThrow(message);
          await expectUntouched(target);
        } finally {
          await target.drop();
        }
      }
    });

    it('backs up and restores tables of many pages, every row once and in order', async () => {
      // Keys of each kind a table has: an id, a text key, and two columns (a user and an address).
      const now = new Date().toISOString();
      const user = await source.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
      await source.app.db
        .insertInto('login_attempts')
        .values(
          Array.from({ length: 23 }, (_, i) => ({ key: `ip:10.0.0.${i}`, window_start: now, count: i })),
        )
        .execute();
      await source.app.db
        .insertInto('sign_in_addresses')
        .values(
          Array.from({ length: 11 }, (_, i) => ({
            admin_id: user.id,
            address_hash: createHash('sha256').update(`address ${i}`).digest('hex'),
            last_at: now,
          })),
        )
        .execute();
      for (let i = 0; i < 9; i += 1) await post(`Paged ${i}`);
      const live = await snapshot(source.app.db as AnyDb, dialect);
      for (const table of ['login_attempts', 'sign_in_addresses', 'blog_posts', 'activity_log'])
        expect(live[table]?.length, table).toBeGreaterThan(8);

      const archive = join(work, 'paged.tar.gz');
      // Pages of 4 rows, inserted 3 at a time: each of these tables spans several of both.
      const manifest = await createBackup(source.config, archive, { pageSize: 4 });
      for (const [table, rows] of Object.entries(live))
        expect(manifest.tables[table]?.rows, table).toBe(rows.length);
      const target = await sameInstallation();
      try {
        await restoreBackup(target.config, archive, { batchSize: 3 });
        expect(await target.open((db) => snapshot(db, dialect))).toEqual(live);
      } finally {
        await target.drop();
      }
    });

    it('refuses an archive from an unknown schema version with a clear message', async () => {
      const future = await tamper(quiet, 'future', async (dir) => {
        const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8'));
        manifest.migrations.push('2099-01-01-0001-from-the-future');
        manifest.schemaVersion = '2099-01-01-0001-from-the-future';
        await writeFile(join(dir, 'manifest.json'), JSON.stringify(manifest));
      });
      const target = await sameInstallation();
      try {
        await expect(restoreBackup(target.config, future)).rejects.toThrow(
          /schema version 2099-01-01-0001-from-the-future .*does not know.*Upgrade Land Office/,
        );
        await expectUntouched(target);
      } finally {
        await target.drop();
      }
    });
  });
}
