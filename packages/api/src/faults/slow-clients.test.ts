import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noisePng } from '../test/noise-png.js';
import {
  drip,
  multipartUpload,
  type RawClient,
  rawClient,
  statusOf,
  waitUntil,
} from '../test/raw-clients.js';
import { buildApi, type ServerProcess, signIn, startTestServer } from '../test/server.js';

// Short limits, so each takes a second or a few: the rate is 1 KB per 1 s window here (10 s in production).
const LIMITS = {
  HEADERS_TIMEOUT_MS: '1000',
  REQUEST_TIMEOUT_MS: '2000',
  UPLOAD_TIMEOUT_MS: '4000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  MIN_RATE_WINDOW_MS: '1000',
  MAX_CONNECTIONS: '40',
};
/** How late the test may see a drop on a shared machine. */
const LATE_MS = 400;

describe('slow clients, with short limits [sqlite]', () => {
  let server: ServerProcess;
  let auth: string;
  const clients: RawClient[] = [];
  const client = () => {
    const c = rawClient(server.url);
    clients.push(c);
    return c;
  };
  /** Sends `head` at once, then `body` at `pieceBytes` every `everyMs`; resolves with when the head went. */
  const send = (c: RawClient, head: string, body: Buffer, pieceBytes: number, everyMs: number) =>
    new Promise<number>((resolve) => {
      c.socket.write(head, () => resolve(performance.now()));
      void drip(c.socket, body, pieceBytes, everyMs);
    });
  const blogFiles = () => readdirSync(join(server.dataDir, 'uploads/blog'));

  beforeAll(async () => {
    buildApi();
    server = await startTestServer({ env: LIMITS });
    auth = await signIn(server.url);
  }, 60_000);
  afterAll(async () => {
    for (const c of clients) c.socket.destroy();
    await server?.kill('SIGKILL');
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('tells a client Keep-Alive: timeout=1 (KEEP_ALIVE_TIMEOUT_MS) and closes its idle connection within a second after that', async () => {
    const c = client();
    c.socket.write('GET /api/health/live HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await waitUntil(() => c.received().includes('"live"'), 5000, 'the answer');
    const answeredAt = performance.now();
    expect(c.received()).toMatch(/\r\nKeep-Alive: timeout=1\r\n/i);
    const idle = (await c.closed) - answeredAt;
    // Node keeps the socket one second longer than it announces, so a client reusing it at the last
    // moment is not cut off.
    expect(idle).toBeGreaterThan(900);
    expect(idle).toBeLessThan(2000 + LATE_MS);
  });

  it('drops a JSON body still arriving after REQUEST_TIMEOUT_MS with 408, and stores an upload at the same pace that takes longer', async () => {
    // 1.5 KB every 500 ms (3 KB/s, above the minimum rate): the JSON lasts 3 s, the image about 3 s.
    const json = Buffer.from(JSON.stringify({ label: 'slow', url: '/slow', pad: 'x'.repeat(9000) }));
    const jsonClient = client();
    const jsonSent = send(
      jsonClient,
      `POST /api/menu/admin HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${json.length}\r\n\r\n`,
      json,
      1500,
      500,
    );
    const png = await noisePng(9000);
    const upload = multipartUpload('/api/upload/blog', auth, png);
    const uploadClient = client();
    const uploadSent = send(uploadClient, upload.head, upload.body, 1500, 500);

    const jsonLife = (await jsonClient.closed) - (await jsonSent);
    expect(statusOf(jsonClient.received())).toBe(408);
    expect(jsonClient.received()).toContain(
      '{"error":"The request took too long to arrive","code":"timeout"}',
    );
    expect(jsonLife).toBeGreaterThan(1900);
    expect(jsonLife).toBeLessThan(2000 + LATE_MS);

    await waitUntil(
      () => /\r\n\r\n\{.*\}/s.test(uploadClient.received()) || !uploadClient.isOpen(),
      10_000,
      'the upload',
    );
    expect(performance.now() - (await uploadSent)).toBeGreaterThan(2500);
    expect(statusOf(uploadClient.received())).toBe(200);
    const { filePath } = JSON.parse(uploadClient.received().split('\r\n\r\n')[1] as string);
    expect(blogFiles().map((name) => `/uploads/blog/${name}`)).toEqual([filePath]);
  });

  /** Uploads a `bytes` image at `pieceBytes` every `everyMs`; the server's answer, and how long the socket lasted. */
  const uploadAtPace = async (bytes: number, pieceBytes: number, everyMs: number) => {
    const before = blogFiles();
    const upload = multipartUpload('/api/upload/blog', auth, await noisePng(bytes));
    const c = client();
    const sent = await send(c, upload.head, upload.body, pieceBytes, everyMs);
    const life = (await c.closed) - sent;
    await new Promise((r) => setTimeout(r, 200));
    return { answer: c.received(), life, kept: blogFiles().filter((f) => !before.includes(f)) };
  };

  it('drops an upload slower than 1 KB per window with 408 and keeps nothing of it', async () => {
    const { answer, life, kept } = await uploadAtPace(9000, 100, 300);
    expect(statusOf(answer)).toBe(408);
    expect(answer).toContain('{"error":"The request arrived too slowly","code":"timeout"}');
    expect(life).toBeLessThan(1000 + LATE_MS);
    expect(kept).toEqual([]);
  });

  it('drops an upload still arriving after UPLOAD_TIMEOUT_MS with 408 and keeps nothing of it', async () => {
    // 3 KB/s for about 7 s.
    const { answer, life, kept } = await uploadAtPace(20_000, 1500, 500);
    expect(statusOf(answer)).toBe(408);
    expect(answer).toContain('{"error":"The request took too long to arrive","code":"timeout"}');
    expect(life).toBeGreaterThan(3900);
    expect(life).toBeLessThan(4000 + LATE_MS);
    expect(kept).toEqual([]);
  });

  it('closes sockets past MAX_CONNECTIONS as they connect, and serves again once they are gone', async () => {
    const first = Array.from({ length: 40 }, client);
    await Promise.all(first.map((c) => new Promise((r) => c.socket.once('connect', r))));
    await new Promise((r) => setTimeout(r, 50));
    const extra = Array.from({ length: 5 }, client);
    await new Promise((r) => setTimeout(r, 300));
    // The headers timeout (1 s) has not closed any yet: only the 5 past the limit are gone.
    expect([...first, ...extra].filter((c) => c.isOpen())).toHaveLength(40);
    await Promise.all(first.map((c) => c.closed));
    expect((await fetch(`${server.url}/api/health/live`)).status).toBe(200);
  });
});
