import { authMessages } from '@land-office/contract';
import { describe, expect, it } from 'vitest';
import { describeEachDb, TEST_ADMIN } from '../../test/app.js';

const CREDENTIALS = { username: TEST_ADMIN.username, password: TEST_ADMIN.password };

const login = (body: unknown, ip = '10.0.0.1') => ({
  method: 'POST' as const,
  url: '/api/admin/auth/login',
  payload: body as Record<string, unknown>,
  remoteAddress: ip,
});

describeEachDb('sign-in and sessions', (t) => {
  it('signs in with the right password and returns a token with the admin', async () => {
    const res = await t.app.inject(login(CREDENTIALS));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.admin).toEqual({
      id: expect.any(Number),
      username: TEST_ADMIN.username,
      email: TEST_ADMIN.email,
      role: 'owner',
      display_name: TEST_ADMIN.username,
    });
    expect(JSON.stringify(body)).not.toContain('password');
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const wrong = await t.app.inject(login({ username: TEST_ADMIN.username, password: 'nope' }, '10.0.1.1'));
    const unknown = await t.app.inject(login({ username: 'ghost', password: 'nope' }, '10.0.1.2'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: authMessages.invalidCredentials, code: 'invalid_credentials' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ error: authMessages.invalidCredentials, code: 'invalid_credentials' });
  });

  it('answers 400 when a field is missing, and never a stack trace', async () => {
    const res = await t.app.inject(login({ username: TEST_ADMIN.username }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Password is required', field: 'password', code: 'required' });
    const bad = await t.app.inject({
      ...login({}),
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['error', 'code']);
    expect(bad.json().code).toBe('bad_request');
  });

  it('refuses unknown fields and JSON bodies over 1 MB', async () => {
    const extra = await t.app.inject(login({ ...CREDENTIALS, role: 'owner' }));
    expect(extra.statusCode).toBe(400);
    const huge = await t.app.inject(login({ username: 'x', password: 'y'.repeat(1_100_000) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toHaveProperty('error');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', db: t.dialect });
  });

  it('treats SQL-looking input as plain text', async () => {
    const res = await t.app.inject(login({ username: "' OR 1=1 --", password: "' OR '1'='1" }, '10.0.2.1'));
    expect(res.statusCode).toBe(401);
  });

  it('guards admin routes: no token, a malformed one, or a revoked one get 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/auth/me' })).statusCode).toBe(401);
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: 'Bearer abcdefghijklmnopqrstuvwxyz' },
    });
    expect(garbage.statusCode).toBe(401);

    const { token } = (await t.app.inject(login(CREDENTIALS))).json();
    const headers = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers });
    expect(me.json().admin.username).toBe(TEST_ADMIN.username);

    const out = await t.app.inject({ method: 'POST', url: '/api/admin/auth/logout', headers });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/admin/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: authMessages.sessionEnded, code: 'unauthorized' });
  });

  it('refuses an expired session', async () => {
    const { token } = (await t.app.inject(login(CREDENTIALS))).json();
    await t.app.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('stores only a hash of the token', async () => {
    const { token } = (await t.app.inject(login(CREDENTIALS))).json();
    const rows = await t.app.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.token_hash).not.toContain(token);
  });

  describe('throttle', () => {
    const wrong = (username: string, ip: string) => t.app.inject(login({ username, password: 'wrong' }, ip));

    it('answers 429 with Retry-After in whole seconds and the minutes in words after 5 failures', async () => {
      for (let i = 0; i < 5; i++) expect((await wrong(TEST_ADMIN.username, '10.9.0.1')).statusCode).toBe(401);
      const blocked = await t.app.inject(login(CREDENTIALS, '10.9.0.1'));
      expect(blocked.statusCode).toBe(429);
      const seconds = Number(blocked.headers['retry-after']);
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      expect(blocked.json()).toEqual({ error: authMessages.throttled(15), code: 'rate_limited' });
      expect(blocked.json().error).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    });

    it('never blocks a username from an address that has not failed', async () => {
      for (let i = 0; i < 5; i++) await wrong(TEST_ADMIN.username, '10.9.1.1');
      expect((await t.app.inject(login(CREDENTIALS, '10.9.1.1'))).statusCode).toBe(429);
      expect((await t.app.inject(login(CREDENTIALS, '10.9.1.2'))).statusCode).toBe(200);
    });

    it('answers 429 from one address after 4 × 5 failures across usernames', async () => {
      for (let i = 0; i < 20; i++) expect((await wrong(`user${i}`, '10.8.0.1')).statusCode).toBe(401);
      expect((await wrong('user-new', '10.8.0.1')).statusCode).toBe(429);
      expect((await t.app.inject(login(CREDENTIALS, '10.8.0.1'))).statusCode).toBe(429);
      expect((await t.app.inject(login(CREDENTIALS, '10.8.0.2'))).statusCode).toBe(200);
    });

    it('clears only its own (username, address) key on success', async () => {
      for (let i = 0; i < 4; i++) {
        await wrong(TEST_ADMIN.username, '10.7.0.1');
        await wrong('someone-else', '10.7.0.1');
      }
      expect((await t.app.inject(login(CREDENTIALS, '10.7.0.1'))).statusCode).toBe(200);
      // Its own key starts again: five more failures before a refusal.
      for (let i = 0; i < 5; i++) expect((await wrong(TEST_ADMIN.username, '10.7.0.1')).statusCode).toBe(401);
      expect((await wrong(TEST_ADMIN.username, '10.7.0.1')).statusCode).toBe(429);
      // The other username's four failures still count: one more, then 429.
      expect((await wrong('someone-else', '10.7.0.1')).statusCode).toBe(401);
      expect((await wrong('someone-else', '10.7.0.1')).statusCode).toBe(429);
    });
  });
});
