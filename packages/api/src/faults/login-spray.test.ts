import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDb, TEST_ADMIN } from '../test/app.js';

interface Answer {
  status: number;
  body: string;
}

/**
 * A password spray against the owner's account from 20 addresses (127.0.0.2 to 127.0.0.21, bound
 * as the socket's local address, so the server sees 20 real clients), then the owner signing in
 * from an address of their own.
 */
describeEachDb('a password spray from many addresses', (t) => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.app.server.close());

  const signIn = (password: string, localAddress: string) =>
    new Promise<Answer>((resolve, reject) => {
      const body = JSON.stringify({ username: TEST_ADMIN.username, password });
      const req = request(
        {
          host: '127.0.0.1',
          port,
          localAddress,
          method: 'POST',
          path: '/api/admin/auth/login',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          agent: false,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => {
            text += chunk;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });

  it('slows the spray down but lets the owner in from elsewhere, never with 429', async () => {
    const spray = Array.from({ length: 200 }, (_, i) => signIn(`guess-${i}`, `127.0.0.${2 + (i % 20)}`));
    // Each address gets 5 checks (the rest 429 at once); of those 100 failures, the first 50 answer
    // at once and the rest wait 1 to 10 s. Once 150 have answered, all 100 are counted.
    let answered = 0;
    await new Promise<void>((resolve) => {
      for (const p of spray)
        p.finally(() => {
          answered++;
          if (answered === 150) resolve();
        });
    });

    const started = Date.now();
    const owner = await signIn(TEST_ADMIN.password, '127.0.0.1');
    const waited = Date.now() - started;
    expect(owner.status).toBe(200);
    expect(JSON.parse(owner.body).admin.username).toBe(TEST_ADMIN.username);
    // The delay is the spray's: at most 10 s (with room for a slow machine), not a lockout.
    expect(waited).toBeGreaterThanOrEqual(9_000);
    expect(waited).toBeLessThan(15_000);

    const statuses = (await Promise.all(spray)).map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(100);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100);

    // Having signed in from there, the owner's address is spared the delay from now on.
    const again = Date.now();
    expect((await signIn(TEST_ADMIN.password, '127.0.0.1')).status).toBe(200);
    expect(Date.now() - again).toBeLessThan(1_000);
  }, 60_000);
});
