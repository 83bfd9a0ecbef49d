import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { findChromium } from '../modules/land-scraper/chromium.js';
import { describeEachDbIf } from '../test/app.js';

// A dynamic source's page is code the server runs. This one, served from the one address:port the
// rules allow, tries every way a page has to reach a second loopback server (standing in for the
// cloud metadata service) and writes whatever it learns into the listings the scraper publishes.

const SECRET = 'AKIA-METADATA-SECRET';
let metadataRequests = 0;
const metadata = createServer((_req, res) => {
  metadataRequests++;
  res.writeHead(200, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' }).end(SECRET);
});
metadata.on('upgrade', (_req, socket) => {
  metadataRequests++;
  socket.destroy();
});
await new Promise<void>((r) => metadata.listen(0, '127.0.0.1', r));
const metadataUrl = `http://127.0.0.1:${(metadata.address() as AddressInfo).port}`;

const card = (title: string) =>
  `<div class="listing-card"><h3 class="title">${title}</h3><div class="sim">Harbour</div>` +
  `<span class="area">512 sqm</span><span class="cost">L$ 100 / week</span></div>`;

const PAGE = `<!doctype html><html><body><div id="rentals">${card('Harbour Lot A')}${card('Harbour Lot B')}</div>
<script>
  document.cookie = 'session=set-by-the-page';
  const learned = [];
  const keep = (p) => p.then((t) => t && learned.push(String(t))).catch(() => {});
  const meta = '${metadataUrl}/latest/meta-data/iam/security-credentials/admin';
  const attempts = [
    keep(fetch(meta).then((r) => r.text())),
    keep(fetch('/leak').then((r) => r.text())),
    keep(fetch('listings.json', { credentials: 'include' }).then((r) => r.ok && '')),
    new Promise((done) => {
      const ws = new WebSocket('${metadataUrl.replace('http', 'ws')}/');
      ws.onmessage = (e) => learned.push(String(e.data));
      ws.onclose = ws.onerror = done;
    }),
    new Promise((done) => {
      const frame = document.createElement('iframe');
      frame.src = meta;
      frame.onload = frame.onerror = done;
      document.body.appendChild(frame);
    }),
  ];
  navigator.sendBeacon(meta, 'beacon');
  Promise.all(attempts).then(() => {
    for (const text of learned) {
      const stolen = document.createElement('div');
      stolen.innerHTML = ${JSON.stringify(card(''))};
      stolen.querySelector('.title').textContent = text;
      document.getElementById('rentals').appendChild(stolen.firstChild);
    }
    document.body.dataset.loaded = 'true';
  });
</script></body></html>`;

const pageRequests: Array<{ path: string; headers: IncomingHttpHeaders }> = [];
const site = createServer((req, res) => {
  pageRequests.push({ path: req.url ?? '', headers: req.headers });
  if (req.url === '/start') return res.writeHead(302, { location: '/rentals/index.html' }).end();
  if (req.url === '/leak') return res.writeHead(302, { location: metadataUrl }).end();
  if (req.url === '/to-metadata') return res.writeHead(302, { location: `${metadataUrl}/` }).end();
  if (req.url === '/rentals/listings.json') return res.writeHead(200).end('{}');
  if (req.url === '/rentals/index.html') return res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  res.writeHead(404).end();
});
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

afterAll(async () => {
  for (const server of [metadata, site]) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

const chromium = findChromium(undefined);
if (!chromium) console.warn('No Chromium found: the browser SSRF tests are skipped.');

describeEachDbIf(chromium !== undefined)(
  'SSRF: a browser source page cannot reach past the guarded fetcher',
  (t) => {
    it("runs to the page's own listings; the metadata server gets no request, the site no cookie", async () => {
      const authorization = await t.auth();
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/land-scraper/config',
        headers: { authorization },
        payload: { activeScraper: 'casperlet', url: `${siteUrl}/start` },
      });
      expect(saved.statusCode).toBe(200);
      const before = metadataRequests;
      const run = await t.app.inject({
        method: 'POST',
        url: '/api/land-scraper/run',
        headers: { authorization },
      });
      expect(run.statusCode, run.body).toBe(200);
      const listing = (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json();
      expect(listing.lands.map((l: { name: string }) => l.name)).toEqual(['Harbour Lot A', 'Harbour Lot B']);
      expect(JSON.stringify(listing)).not.toContain(SECRET);
      expect(metadataRequests - before).toBe(0);
      expect(pageRequests.map((r) => r.path)).toContain('/rentals/listings.json');
      expect(pageRequests.filter((r) => r.headers.cookie !== undefined)).toEqual([]);
    }, 30_000);

    it('fails the run, with the reason, when the page itself redirects to a refused address', async () => {
      const authorization = await t.auth();
      await t.app.inject({
        method: 'PUT',
        url: '/api/land-scraper/config',
        headers: { authorization },
        payload: { activeScraper: 'casperlet', url: `${siteUrl}/to-metadata` },
      });
      const before = metadataRequests;
      const run = await t.app.inject({
        method: 'POST',
        url: '/api/land-scraper/run',
        headers: { authorization },
      });
      expect(run.statusCode).toBe(502);
      expect(run.json().error).toBe(
        'Address not allowed: 127.0.0.1 resolves to a private or reserved address',
      );
      expect(metadataRequests - before).toBe(0);
      const listing = (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json();
      expect(listing.lands.map((l: { name: string }) => l.name)).toEqual(['Harbour Lot A', 'Harbour Lot B']);
    }, 30_000);
  },
  // Narrowed to the page's own server: the metadata server is on loopback too, another port.
  { FETCH_ALLOW_PRIVATE: new URL(siteUrl).host },
);
