import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAND_FIXTURES } from '../../../../test-servers/static-server.js';
import { findChromium } from '../modules/land-scraper/chromium.js';
import { noisePng } from '../test/noise-png.js';
import {
  chromiumProcesses,
  drip,
  multipartUpload,
  type RawClient,
  rawClient,
  statusOf,
  stillChromium,
  waitUntil,
} from '../test/raw-clients.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';

// A browser source whose page loads at once and whose listings never come: the run is in progress
// (Chromium up, the page waiting) for as long as the test wants.
const held: ServerResponse[] = [];
const site = createServer((req, res) => {
  if (req.url === '/casperlet/index.html')
    return res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(readFileSync(join(LAND_FIXTURES, 'casperlet/index.html')));
  if (req.url === '/casperlet/listings.json') return void held.push(res);
  res.writeHead(404).end();
});
await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

describe('stopping on SIGTERM [sqlite]', () => {
  const servers: ServerProcess[] = [];
  const clients: RawClient[] = [];
  const dirs: string[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const server = await startTestServer({ env });
    servers.push(server);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      server.process.once('exit', (code) => resolve({ code, at: performance.now() })),
    );
    return { server, exited, auth: await signIn(server.url) };
  };
  const client = (url: string, request?: string) => {
    const c = rawClient(url);
    if (request) c.socket.write(request);
    clients.push(c);
    return c;
  };
  beforeAll(() => buildApi(), 60_000);
  afterAll(async () => {
    for (const c of clients) c.socket.destroy();
    for (const res of held) res.destroy();
    site.closeAllConnections();
    site.close();
    for (const server of servers) {
      await server.kill('SIGKILL');
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it.runIf(findChromium(undefined))(
    'exits 0 within 10 s with 100 keep-alive clients, 10 progress streams, uploads and a browser run under way: streams get a last event, a finished upload is kept, an unfinished one refused and not kept, no Chromium is left',
    async () => {
      // Chromium's profile goes under this TMPDIR, so its processes are known by their command line.
      const tmp = mkdtempSync(join(tmpdir(), 'land-office-stop-'));
      chmodSync(tmp, 0o755);
      dirs.push(tmp);
      const { server, exited, auth } = await start({ TMPDIR: tmp });
      const { url } = server;
      const pid = server.process.pid as number;
      const put = await fetch(`${url}/api/land-scraper/config`, {
        method: 'PUT',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ activeScraper: 'casperlet', url: `${siteUrl}/casperlet/index.html` }),
      });
      expect(put.status).toBe(200);
      const run = client(
        url,
        `POST /api/land-scraper/run HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth}\r\nContent-Length: 0\r\n\r\n`,
      );
      await waitUntil(() => held.length > 0, 20_000, 'the browser page to ask for its listings');
      const chromium = chromiumProcesses(pid, tmp);
      expect(chromium.length).toBeGreaterThan(0);

      const streams = Array.from({ length: 10 }, () =>
        client(
          url,
          `GET /api/land-scraper/progress HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth}\r\n\r\n`,
        ),
      );
      const keepAlive = Array.from({ length: 100 }, () =>
        client(url, 'GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n'),
      );
      await waitUntil(
        () => streams.every((s) => s.received().includes('event: progress')),
        5000,
        'the streams',
      );
      await waitUntil(
        () => keepAlive.every((c) => c.received().includes('"live"')),
        5000,
        'the keep-alive answers',
      );
      expect(keepAlive[0]?.received()).toMatch(/\r\nKeep-Alive: timeout=5\r\n/i);

      // At 3 KB/s (above the minimum rate): one upload ends 2 s after the signal, the other would take 15 s.
      const uploads = await Promise.all(
        [6_000, 45_000].map(async (bytes) => {
          const { head, body } = multipartUpload('/api/upload/blog', auth, await noisePng(bytes));
          const c = client(url, head);
          void drip(c.socket, body, 1500, 500);
          return c;
        }),
      );
      const [finishing, unfinished] = uploads as [RawClient, RawClient];
      await new Promise((r) => setTimeout(r, 1000));

      const signalled = performance.now();
      server.process.kill('SIGTERM');
      const { code, at } = await Promise.race([
        exited,
        new Promise<{ code: null; at: number }>((r) => setTimeout(() => r({ code: null, at: NaN }), 15_000)),
      ]);
      console.log(`SIGTERM: exit ${code} after ${(at - signalled).toFixed(0)} ms`);
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(10_000);

      for (const stream of streams) {
        expect(stream.received()).toContain('event: shutdown\ndata: {}\n\n');
        // The stream's last chunk: it was ended, not cut.
        expect(stream.received().endsWith('\r\n0\r\n\r\n')).toBe(true);
      }
      expect(keepAlive.filter((c) => c.isOpen())).toEqual([]);
      // The manual run was cancelled, and its answer told the client not to reuse the connection.
      expect(statusOf(run.received())).toBe(503);
      expect(run.received()).toMatch(/\r\nconnection: close\r\n/i);
      expect(run.received()).toContain('The server stopped during the run');

      expect(statusOf(finishing.received())).toBe(200);
      const { filePath } = JSON.parse(finishing.received().split('\r\n\r\n')[1] as string);
      expect(statusOf(unfinished.received())).toBe(503);
      const stored = readdirSync(join(server.dataDir, 'uploads/blog')).map((f) => `/uploads/blog/${f}`);
      expect(stored).toEqual([filePath]);

      expect(stillChromium(chromium)).toEqual([]);
      expect(chromiumProcesses(-1, tmp)).toEqual([]);
    },
    60_000,
  );

  it('exits at once on a second SIGINT while the first still waits on an upload', async () => {
    const { server, exited, auth } = await start();
    const { head, body } = multipartUpload('/api/upload/blog', auth, await noisePng(45_000));
    void drip(client(server.url, head).socket, body, 1500, 500);
    await new Promise((r) => setTimeout(r, 300));
    server.process.kill('SIGINT');
    await new Promise((r) => setTimeout(r, 600));
    expect(server.process.exitCode).toBe(null);
    const second = performance.now();
    server.process.kill('SIGINT');
    const { code, at } = await exited;
    expect(code).toBe(130);
    expect(at - second).toBeLessThan(500);
  });

  it('exits 1 after SHUTDOWN_TIMEOUT_MS when a connection does not end, and logs what was still open', async () => {
    const { server, exited } = await start({ SHUTDOWN_TIMEOUT_MS: '1500' });
    // A download larger than the socket buffers, to a client that stops reading it.
    writeFileSync(join(server.dataDir, 'uploads/big.bin'), Buffer.alloc(32 * 1024 * 1024));
    const reader = client(server.url, 'GET /uploads/big.bin HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await waitUntil(() => reader.received().length > 0, 5000, 'the download to start');
    reader.socket.pause();
    await new Promise((r) => setTimeout(r, 200));
    const signalled = performance.now();
    server.process.kill('SIGTERM');
    const { code, at } = await exited;
    expect(code).toBe(1);
    expect(at - signalled).toBeGreaterThan(1400);
    expect(at - signalled).toBeLessThan(2500);
    const line = server
      .output()
      .split('\n')
      .find((l) => l.includes('not stopped after SHUTDOWN_TIMEOUT_MS=1500'));
    expect(JSON.parse(line ?? '{}')).toMatchObject({ level: 50, connections: 1, scrapeRunning: false });
  });
});
