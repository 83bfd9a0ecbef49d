import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAND_FIXTURES, type StaticServer, serveFolder } from '../../../../test-servers/static-server.js';
import { faultMessages } from '../lib/faults.js';
import { startTestApp, TEST_ADMIN } from '../test/app.js';
import { canMount, smallDisks } from '../test/small-disk.js';

if (!canMount) console.log('full DATA_DIR: skipped, mounting a tmpfs needs root');

const FULL = { error: faultMessages.database.full, code: 'storage_full' };
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
const form = async (field: string) => {
  const body = new FormData();
  body.append(field, new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'x.png');
  return body;
};

/**
 * DATA_DIR (the SQLite file, uploads/, the scraper's results) on a small tmpfs, then filled to
 * the last byte. On SQLite every write meets the full disk; on PostgreSQL the database lives
 * elsewhere (its own disk full, SQLSTATE 53100, cannot be made here without filling the shared
 * server: lib/faults.test.ts covers its mapping), so its rows are saved while the files are not.
 */
for (const dialect of ['sqlite', 'postgres'] as const) {
  const skip = !canMount || (dialect === 'postgres' && !inject('postgres'));
  (skip ? describe.skip : describe)(`a full DATA_DIR [${dialect}]`, () => {
    const disks = smallDisks();
    const logs: string[] = [];
    let now = Date.now();
    let t: Awaited<ReturnType<typeof startTestApp>>;
    let fixtures: StaticServer;
    let dataDir: string;
    let auth: string;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: auth } });
    const upload = async (url: string, field: string) => call('POST', url, await form(field));
    const lands = () => readFileSync(join(dataDir, 'available-lands.json'), 'utf8');
    const files = (folder: string) => readdirSync(join(dataDir, 'uploads', folder));

    beforeAll(async () => {
      fixtures = await serveFolder(LAND_FIXTURES);
      dataDir = disks.mount(16);
      const logStream = { write: (line: string) => void logs.push(line) };
      t = await startTestApp(
        dialect,
        { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        { clock: () => now, logStream },
      );

      auth = await t.auth();
      await call('PUT', '/api/land-scraper/config', {
        activeScraper: 'acatech',
        url: `${fixtures.url}/acatech/index.html`,
      });
      expect((await call('POST', '/api/land-scraper/run')).statusCode).toBe(200);
      expect((await call('POST', '/api/menu/admin', { label: 'Home', url: '/' })).statusCode).toBe(200);
      expect((await upload('/api/upload/blog', 'image')).statusCode).toBe(200);
    });
    afterAll(async () => {
      await t?.stop();
      await fixtures?.close();
      disks.unmountAll();
    });

    it('answers every write 507 with Retry-After, keeps reads, the published listings and no partial file', async () => {
      const published = lands();
      const before = { menu: (await call('GET', '/api/menu/admin')).json(), blog: files('blog') };
      const activity = (await call('GET', '/api/admin/activity')).json().entries.length;
      disks.fill(dataDir);
      // The session's sliding expiry is due: reads must not fail on writing it.
      now += 5 * 60_000;
      for (const url of [
        '/api/menu',
        '/api/menu/admin',
        '/api/site-settings',
        '/api/blog',
        '/api/admin/activity',
      ])
        expect((await call('GET', url)).statusCode, url).toBe(200);

      const files507 = [
        await upload('/api/upload/blog', 'image'),
        await upload('/api/upload/banner', 'image'),
        await upload('/api/header-settings/admin/upload-logo', 'logo'),
        await call('POST', '/api/land-scraper/run'),
      ];
      const rows = [
        await call('POST', '/api/menu/admin', { label: 'New', url: '/new' }),
        await call('PUT', `/api/menu/admin/${before.menu[0].id}`, { label: 'Renamed' }),
        await call('DELETE', `/api/menu/admin/${before.menu[0].id}`),
        await call('POST', '/api/blog/admin', { title: 'Full', slug: 'full', content: '<p>x</p>' }),
        await call('PUT', '/api/site-settings/admin', { footer_text: 'Full' }),
        await call('PUT', '/api/header-settings/admin', { site_name: 'Full' }),
        await call('POST', '/api/admin/auth/login', {
          username: TEST_ADMIN.username,
          password: TEST_ADMIN.password,
        }),
      ];
      for (const res of [...files507, ...(dialect === 'sqlite' ? rows : [])]) {
        expect([res.statusCode, res.json()]).toEqual([507, FULL]);
        expect(res.headers['retry-after']).toBe('5');
      }
      if (dialect === 'postgres') expect(rows.map((r) => r.statusCode)).toEqual(Array(7).fill(200));

      // The last good listings stay published, whole; no temporary or partial file is left.
      expect(lands()).toBe(published);
      expect((await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json().count).toBe(21);
      expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      expect(files('blog')).toEqual(before.blog);
      expect(files('banner')).toEqual([]);
      if (dialect === 'sqlite') {
        // Nothing half-written: no row, no activity entry of the refused writes.
        expect((await call('GET', '/api/menu/admin')).json()).toEqual(before.menu);
        expect((await call('GET', '/api/admin/activity')).json().entries).toHaveLength(activity);
        expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
          status: 'degraded',
          db: 'full',
        });
      } else {
        const [run] = (await call('GET', '/api/land-scraper/runs')).json();
        expect(run).toMatchObject({ count: null, error: expect.stringMatching(/ENOSPC/) });
      }
      const lines = logs.map((l) => JSON.parse(l));
      expect(lines.filter((l) => l.level >= 50)).toEqual([]);

      // One warning as each fault starts (the database's only where it lives on this disk).
      const warned = lines.filter((l) => l.level === 40 && l.fault === 'full').map((l) => l.scope);
      expect(warned.sort()).toEqual(dialect === 'sqlite' ? ['database', 'storage'] : ['storage']);
    });

    it('takes writes again once space is freed, with no restart, and health answers 200', async () => {
      disks.free();
      // The health check looks at the disk again at most once a second.
      now += 1000;
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect((await call('POST', '/api/menu/admin', { label: 'Back', url: '/back' })).statusCode).toBe(200);
      expect((await upload('/api/upload/banner', 'image')).statusCode).toBe(200);
      expect((await call('POST', '/api/land-scraper/run')).statusCode).toBe(200);
      expect((await call('GET', '/api/land-scraper/runs')).json()[0]).toMatchObject({
        count: 21,
        error: null,
      });
      expect(logs.some((l) => /full: recovered/.test(l))).toBe(true);
    });

    it.runIf(dialect === 'sqlite')(
      'removes an upload whose activity entry the full database could not take',
      async () => {
        disks.mount(4, join(dataDir, 'uploads', 'banner'));
        const kept = files('banner');
        disks.fill(dataDir);
        const res = await upload('/api/upload/banner', 'image');
        expect([res.statusCode, res.json()]).toEqual([507, FULL]);
        expect(files('banner')).toEqual(kept);
        disks.free();
      },
    );

    it('with the uploads folder read-only, answers uploads 503 and keeps every other write working', async () => {
      const uploads = disks.mount(4, join(dataDir, 'uploads'));
      execFileSync('mount', ['-o', 'remount,ro', uploads]);
      for (const [url, field] of [
        ['/api/upload/blog', 'image'],
        ['/api/header-settings/admin/upload-logo', 'logo'],
      ]) {
        const res = await upload(url as string, field as string);
        expect([res.statusCode, res.json()]).toEqual([
          503,
          { error: faultMessages.storage['read-only'], code: 'unavailable' },
        ]);
      }
      expect((await call('POST', '/api/menu/admin', { label: 'Still', url: '/still' })).statusCode).toBe(200);
      expect((await call('PUT', '/api/site-settings/admin', { footer_text: 'Still' })).statusCode).toBe(200);
      expect((await call('POST', '/api/land-scraper/run')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });
  });
}
