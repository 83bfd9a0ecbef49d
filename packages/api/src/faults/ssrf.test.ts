import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { LAND_FIXTURES, serveFolder } from '../../../../test-servers/static-server.js';
import { scraperRepository } from '../modules/land-scraper/repository.js';
import { describeEachDb } from '../test/app.js';

// An admin (or whoever has an admin's token) points a land source at the server's own network.
// "internal" stands for the cloud metadata service or an internal admin page: it serves pages an
// unguarded scraper would happily read and publish on the public /api/available-lands.
const internal = await serveFolder(LAND_FIXTURES);
const internalPort = Number(new URL(internal.url).port);
const internalHits = () => [...internal.hits.values()].reduce((a, b) => a + b, 0);

// "site" stands for a public land site, the one loopback address:port the rules let through,
// which answers with redirects into the internal network.
const site = createServer((req, res) => {
  const to: Record<string, string> = {
    '/to-internal': `${internal.url}/acatech/index.html`,
    '/to-internal-numeric': `http://2130706433:${internalPort}/acatech/index.html`,
    '/to-internal-mapped': `http://[::ffff:127.0.0.1]:${internalPort}/acatech/index.html`,
  };
  const location = to[req.url ?? ''];
  res.writeHead(location ? 302 : 404, location ? { location } : {}).end();
});
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
afterAll(async () => {
  await internal.close();
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

const REFUSED = `Address not allowed: 127.0.0.1 resolves to a private or reserved address`;

describeEachDb(
  'SSRF: land sources cannot reach private or reserved addresses',
  (t) => {
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });
    const published = async () => (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json();

    it('refuses to save a URL on a private, reserved or non-web-port address, in any spelling, with 400', async () => {
      const before = (await call('GET', '/api/land-scraper/config')).json();
      for (const url of [
        `${internal.url}/acatech/index.html`,
        'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
        'http://[fd00:ec2::254]/latest/meta-data/',
        'http://10.0.0.5/admin',
        'http://100.100.100.200/latest/meta-data/',
        `http://2130706433:${internalPort}/acatech/index.html`,
        `http://0x7f.1:${internalPort}/acatech/index.html`,
        `http://0177.0.0.1:${internalPort}/acatech/index.html`,
        `http://127.1:${internalPort}/acatech/index.html`,
        `http://[::ffff:127.0.0.1]:${internalPort}/acatech/index.html`,
        'http://[64:ff9b::a9fe:a9fe]/latest/meta-data/',
        `http://localhost:${internalPort}/acatech/index.html`,
        'http://metadata.internal.test/',
        'http://93.184.216.34:8080/lands.html',
      ]) {
        const res = await call('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error, url).toMatch(/^Address not allowed: /);
      }
      expect((await call('GET', '/api/land-scraper/config')).json()).toEqual(before);
    });

    it('fails a run against a private address, says why in the history, publishes nothing, sends nothing', async () => {
      // As a URL saved before this check existed, or a name that resolved elsewhere when saved.
      await scraperRepository(t.app.db).saveConfig(t.app.db, {
        activeScraper: 'acatech',
        url: `${internal.url}/acatech/index.html`,
      });
      const res = await call('POST', '/api/land-scraper/run');
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toBe(REFUSED);
      const [run] = (await call('GET', '/api/land-scraper/runs?limit=1')).json();
      expect(run).toMatchObject({ source: 'acatech', count: null, error: REFUSED });
      expect((await published()).count).toBe(0);
      expect(internalHits()).toBe(0);
    });

    it('follows no redirect into a private address, however it is spelled', async () => {
      for (const path of ['/to-internal', '/to-internal-numeric', '/to-internal-mapped']) {
        const saved = await call('PUT', '/api/land-scraper/config', {
          activeScraper: 'acatech',
          url: `${siteUrl}${path}`,
        });
        expect(saved.statusCode, path).toBe(200);
        const res = await call('POST', '/api/land-scraper/run');
        expect(res.statusCode, path).toBe(502);
        expect(res.json().error, path).toMatch(
          /^Address not allowed: .* resolves to a private or reserved address$/,
        );
      }
      expect((await published()).count).toBe(0);
      expect(internalHits()).toBe(0);
    });
  },
  // Only the "public site" stand-in: not the rest of loopback, where "internal" listens.
  { FETCH_ALLOW_PRIVATE: new URL(siteUrl).host },
);
