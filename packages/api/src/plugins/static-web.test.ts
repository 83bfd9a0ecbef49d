import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';

// The admin's build as `npm run build` lays it out: hashed assets each with a .br and a .gz
// beside it (the web build's precompress step), index.html, the icon and the manifest.
const ENTRY = 'assets/index-4f2a9c1d.js';
const script = Buffer.from(
  `export const screens = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `s${i}`))};\n`,
);

describe('the admin build as a browser fetches it', () => {
  let app: App;
  let work: string;

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'land-office-web-'));
    const dist = join(work, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, 'index.html'),
      `<!doctype html><title>Land Office</title><script src="/admin/${ENTRY}"></script>`,
    );
    writeFileSync(join(dist, ENTRY), script);
    writeFileSync(join(dist, `${ENTRY}.br`), brotliCompressSync(script));
    writeFileSync(join(dist, `${ENTRY}.gz`), gzipSync(script));
    writeFileSync(
      join(dist, 'favicon.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><title>Land Office</title></svg>',
    );
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Land Office"}');
    const config = loadConfig({
      DATA_DIR: join(work, 'data'),
      LOG_LEVEL: 'silent',
      SCRAPER_INTERVAL_SECONDS: '0',
    });
    app = await buildApp({ ...config, webDistDir: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
  });

  const get = (url: string, encodings?: string) =>
    app.inject({ url, headers: encodings === undefined ? {} : { 'accept-encoding': encodings } });

  it('sends a hashed asset brotli-compressed as built, cached for a year', async () => {
    const res = await get(`/admin/${ENTRY}`, 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload).toEqual(readFileSync(join(work, 'dist', `${ENTRY}.br`)));
    expect(res.rawPayload.length).toBeLessThan(script.length / 3);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends gzip to a client without brotli, and the file itself to one that takes neither', async () => {
    const gzipped = await get(`/admin/${ENTRY}`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload).toEqual(readFileSync(join(work, 'dist', `${ENTRY}.gz`)));
    const plain = await get(`/admin/${ENTRY}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(script);
  });

  it('answers every client route with index.html, checked on each use', async () => {
    for (const url of ['/admin/', '/admin/faq/edit/3', '/admin/site-settings/export-import']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Land Office</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/admin/assets/missing-0000.js')).statusCode).toBe(404);
  });

  it('has an icon, at /favicon.ico too, and a web manifest', async () => {
    const icon = await get('/admin/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
    const legacy = await get('/favicon.ico');
    expect(legacy.statusCode).toBe(301);
    expect(legacy.headers.location).toBe('/admin/favicon.svg');
    const manifest = await get('/admin/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'Land Office' });
  });
});
