import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchError, fetchText } from './fetcher.js';

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/ok') return res.end('<p>hello</p>');
    if (path === '/missing') return res.writeHead(404).end('nope');
    if (path.startsWith('/hop/')) {
      const n = Number(path.split('/')[2]);
      return res.writeHead(302, { location: n > 0 ? `/hop/${n - 1}` : '/ok' }).end();
    }
    if (path === '/to-file') return res.writeHead(302, { location: 'file:///etc/passwd' }).end();
    if (path === '/huge') {
      res.writeHead(200);
      const chunk = 'x'.repeat(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 200 && res.write(chunk)) sent++;
        if (sent < 200) res.once('drain', pump);
        else res.end();
      };
      return pump();
    }
    if (path === '/slow') return setTimeout(() => res.end('late'), 2_000);
    res.writeHead(500).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('outbound fetcher', () => {
  it('reads a page and follows a few redirects', async () => {
    expect((await fetchText(`${base}/ok`)).text).toBe('<p>hello</p>');
    const hopped = await fetchText(`${base}/hop/3`);
    expect(hopped.text).toBe('<p>hello</p>');
    expect(hopped.url).toBe(`${base}/ok`);
  });

  it('returns a 404 as a status, not an exception', async () => {
    expect((await fetchText(`${base}/missing`)).status).toBe(404);
  });

  it('refuses other schemes, also behind a redirect', async () => {
    await expect(fetchText('file:///etc/passwd')).rejects.toMatchObject({ reason: 'scheme' });
    await expect(fetchText(`${base}/to-file`)).rejects.toMatchObject({ reason: 'scheme' });
  });

  it('stops after too many redirects, too many bytes, or too long', async () => {
    await expect(fetchText(`${base}/hop/9`, { maxRedirects: 3 })).rejects.toMatchObject({
      reason: 'redirects',
    });
    await expect(fetchText(`${base}/huge`, { maxBytes: 1024 * 1024 })).rejects.toMatchObject({
      reason: 'too_large',
    });
    await expect(fetchText(`${base}/slow`, { timeoutMs: 200 })).rejects.toBeInstanceOf(FetchError);
  });
});
