import { authMessages } from '@land-office/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { startTestApp, TEST_ADMIN } from '../test/app.js';

const WINDOW_MS = 15 * 60_000;

/**
 * Sign-in attempts sent the way an attacker sends them: hundreds at once, spread over two
 * instances on one database, and with forged forwarding headers.
 */
for (const dialect of ['sqlite', 'postgres'] as const) {
  const skip = dialect === 'postgres' && !inject('postgres');
  (skip ? describe.skip : describe)(`sign-in throttle under attack [${dialect}]`, () => {
    let offset = 0;
    const clock = () => Date.now() + offset;
    let first: Awaited<ReturnType<typeof startTestApp>>;
    let second: App;

    beforeAll(async () => {
      // The per-address rate limit is lifted here, so the throttle alone answers every attempt.
      first = await startTestApp(dialect, { RATE_LIMIT_PER_MINUTE: '100000' }, { clock });
      second = await buildApp(first.config, { clock });
      await second.ready();
    });
    afterAll(async () => {
      await second?.close();
      await first?.stop();
    });

    const attempt = (app: App, password: string, ip: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: TEST_ADMIN.username, password },
        remoteAddress: ip,
        headers,
      });

    const failedChecks = async (ip: string) =>
      Number(
        (
          await first.app.db
            .selectFrom('activity_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('action', '=', 'login_failed')
            .where('ip', '=', ip)
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('lets at most 5 of 300 parallel wrong passwords reach the password check, on two instances', async () => {
      const ip = '198.51.100.7';
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) => attempt(i % 2 ? second : first.app, `wrong-${i}`, ip)),
      );
      const statuses = answers.map((r) => r.statusCode);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(refused.length).toBe(300 - statuses.filter((s) => s === 401).length);
      expect(await failedChecks(ip)).toBeLessThanOrEqual(5);
      for (const r of refused) {
        expect(r.json().error).toMatch(/^Too many sign-in attempts\. Try again in \d+ minutes\.$/);
        expect(r.headers['retry-after']).toMatch(/^\d+$/);
      }

      // The right password from that address waits for the window, on either instance.
      expect((await attempt(first.app, TEST_ADMIN.password, ip)).statusCode).toBe(429);
      offset += WINDOW_MS - 60_000;
      const late = await attempt(second, TEST_ADMIN.password, ip);
      expect(late.statusCode).toBe(429);
      expect(late.json()).toEqual({ error: authMessages.throttled(1), code: 'rate_limited' });
      expect(Number(late.headers['retry-after'])).toBeLessThanOrEqual(60);
      offset += 60_000;
      expect((await attempt(second, TEST_ADMIN.password, ip)).statusCode).toBe(200);
    });

    it('ignores X-Forwarded-For, Forwarded and X-Real-IP when no proxy is trusted', async () => {
      // A local client (which the old default trusted) forging a new address for every guess, at
      // a new username each time so no per-username count stops it first.
      const statuses = [];
      for (let i = 0; i < 25; i++) {
        const forged = `203.0.113.${i + 1}`;
        const headers = [
          { 'x-forwarded-for': forged },
          { forwarded: `for=${forged}` },
          { 'x-real-ip': forged },
        ][i % 3] as Record<string, string>;
        const res = await first.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { username: `guess-${i}`, password: 'wrong' },
          remoteAddress: '127.0.0.1',
          headers,
        });
        statuses.push(res.statusCode);
      }
      // 4 × LOGIN_MAX_ATTEMPTS for the one real address, then 429.
      expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    });
  });
}

describe('sign-in throttle behind a trusted proxy', () => {
  it('counts each forwarded client on its own when TRUST_PROXY names the proxy', async () => {
    const { app, stop } = await startTestApp('sqlite', { TRUST_PROXY: '192.0.2.1' });
    try {
      const statuses = [];
      for (let i = 0; i < 20; i++) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { username: TEST_ADMIN.username, password: 'wrong' },
          remoteAddress: '192.0.2.1',
          headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(Array(20).fill(401));
    } finally {
      await stop();
    }
  });
});
