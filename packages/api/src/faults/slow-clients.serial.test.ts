import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  drip,
  multipartUpload,
  openDescriptors,
  type RawClient,
  rawClient,
  statusOf,
} from '../test/raw-clients.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';

// The defaults, as an operator runs them: headers within 10 s, bodies at least 1 KB per 10 s.
const HEADERS_TIMEOUT_MS = 10_000;
const RATE_WINDOW_MS = 10_000;
// How late a drop may come past its timeout: timers slip on a loaded 2-core machine (a build
// beside the run made 10.6 s of a 10 s timeout), but a socket kept until the 30 s request limit
// or never dropped still fails.
const LATE_MS = 1_500;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] as number;

describe('slow and abusive clients [sqlite]', () => {
  let server: ServerProcess | undefined;
  const clients: RawClient[] = [];
  beforeAll(() => buildApi(), 60_000);
  afterAll(async () => {
    for (const client of clients) client.socket.destroy();
    await server?.kill('SIGKILL');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('drops 500 Slowloris sockets and 50 slow uploads within their timeouts, answers others meanwhile with p99 < 100 ms, and gives back their descriptors', async () => {
    server = await startTestServer();
    const { url } = server;
    const pid = server.process.pid as number;
    const auth = await signIn(url);
    for (const path of ['/api/menu', '/api/blog', '/api/health/live']) await (await fetch(url + path)).text();
    const baseline = openDescriptors(pid);

    // One header byte every 2 s: the headers are never done.
    const slowHeaders = Array.from({ length: 500 }, () => rawClient(url));
    const header = Buffer.from(`GET /api/menu HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(100)}`);
    for (const client of slowHeaders) void drip(client.socket, header, 1, 2000);
    // Whole headers, then an image body at 100 bytes every 2 s: 500 bytes in 10 s.
    const upload = multipartUpload('/api/upload/blog', auth, Buffer.alloc(64 * 1024, 1));
    const slowBodies = Array.from({ length: 50 }, () => rawClient(url));
    const bodyStarted = new Map<RawClient, number>();
    for (const client of slowBodies) {
      client.socket.write(upload.head, () => bodyStarted.set(client, performance.now()));
      void drip(client.socket, upload.body, 100, 2000);
    }
    clients.push(...slowHeaders, ...slowBodies);

    const latencies: number[] = [];
    const failures: string[] = [];
    let slowOnesOpen = true;
    const normalClient = async () => {
      for (let i = 0; slowOnesOpen; i++) {
        const path = ['/api/menu', '/api/blog', '/api/health/live'][i % 3] as string;
        const started = performance.now();
        const res = await fetch(url + path).catch((err: Error) => err);
        if (res instanceof Error || res.status !== 200) failures.push(`${path}: ${String(res)}`);
        else await res.arrayBuffer();
        latencies.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
    };
    const normal = Promise.all([normalClient(), normalClient()]);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, openDescriptors(pid));
    }, 500);
    const allClosed = Promise.all([...slowHeaders, ...slowBodies].map((c) => c.closed));
    const waited = await Promise.race([
      allClosed.then(() => 'closed'),
      new Promise((r) => setTimeout(r, Math.max(HEADERS_TIMEOUT_MS, RATE_WINDOW_MS) + 4 * LATE_MS, 'open')),
    ]);
    slowOnesOpen = false;
    clearInterval(sampler);
    await normal;

    const open = clients.filter((c) => c.isOpen()).length;
    expect(waited, `${open} slow sockets still open`).toBe('closed');
    const headerLives = await Promise.all(slowHeaders.map(async (c) => (await c.closed) - c.openedAt));
    expect(Math.max(...headerLives)).toBeLessThan(HEADERS_TIMEOUT_MS + LATE_MS);
    // Node checks its headers timeout every 500 ms: a socket goes between 9.5 and 10 s.
    expect(Math.min(...headerLives)).toBeGreaterThan(HEADERS_TIMEOUT_MS - 600);
    const bodyLives = await Promise.all(
      slowBodies.map(async (c) => (await c.closed) - (bodyStarted.get(c) as number)),
    );
    expect(Math.max(...bodyLives)).toBeLessThan(RATE_WINDOW_MS + LATE_MS);
    // Those still reading were told why.
    expect(new Set(slowBodies.map((c) => statusOf(c.received())).filter(Boolean))).toEqual(new Set([408]));

    expect(failures).toEqual([]);
    const p99 = percentile(latencies, 99);
    console.log(
      `slow clients: ${latencies.length} normal requests, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms; ` +
        `headers dropped after ${Math.min(...headerLives).toFixed(0)}–${Math.max(...headerLives).toFixed(0)} ms, ` +
        `bodies after ${Math.min(...bodyLives).toFixed(0)}–${Math.max(...bodyLives).toFixed(0)} ms`,
    );
    expect(p99).toBeLessThan(100);

    // The normal clients' few keep-alive sockets may stay open: within 10 of the baseline.
    let descriptors = openDescriptors(pid);
    for (let i = 0; i < 50 && descriptors > baseline + 10; i++) {
      await new Promise((r) => setTimeout(r, 100));
      descriptors = openDescriptors(pid);
    }
    console.log(`slow clients: descriptors ${baseline} before, ${peak} at most, ${descriptors} after`);
    expect(descriptors).toBeLessThanOrEqual(baseline + 10);
  }, 60_000);
});
