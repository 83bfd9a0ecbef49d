import { expect, it } from 'vitest';
import { describeEachDb, TEST_ADMIN } from '../test/app.js';

describeEachDb('concurrent writes and sign-ins', (t) => {
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });

  it('keeps 50 parallel creates and 50 parallel toggles on one item consistent, with no 500', async () => {
    const { menu: target } = (
      await call('POST', '/api/menu/admin', { label: 'Target', url: '/target' })
    ).json();
    const creates = Array.from({ length: 50 }, (_, i) =>
      call('POST', '/api/menu/admin', { label: `Item ${i}`, url: `/item-${i}`, order_pos: i }),
    );
    const toggles = Array.from({ length: 50 }, (_, i) =>
      call('PUT', `/api/menu/admin/${target.id}`, { is_active: i % 2 === 1 }),
    );
    const responses = await Promise.all([...creates, ...toggles]);
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);

    const created = responses.slice(0, 50).map((r) => r.json().menu);
    expect(new Set(created.map((m) => m.id)).size).toBe(50);
    const listed = (await call('GET', '/api/menu/admin')).json() as Array<{ id: number; label: string }>;
    expect(listed).toHaveLength(51);
    expect(new Set(listed.map((m) => m.label))).toEqual(
      new Set(['Target', ...created.map((m: { label: string }) => m.label)]),
    );
    // The stored state is the one some toggle answered last, and every toggle was logged once.
    const final = listed.find((m) => m.id === target.id) as unknown as { is_active: boolean };
    const answered = responses.slice(50).map((r) => r.json().menu.is_active);
    expect(answered).toContain(final.is_active);
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('resource', '=', 'menu')
      .groupBy('action')
      .execute();
    expect(Object.fromEntries(log.map((r) => [r.action, Number(r.n)]))).toEqual({ create: 51, toggle: 50 });
  });

  // From 20 addresses: from one, the throttle admits 5 attempts at a time to the password check.
  it('signs in 20 times in parallel: 20 distinct working sessions, no 500', async () => {
    const logins = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { username: TEST_ADMIN.username, password: TEST_ADMIN.password },
          remoteAddress: `10.20.0.${i + 1}`,
        }),
      ),
    );
    expect(logins.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const tokens = logins.map((r) => r.json().token as string);
    expect(new Set(tokens).size).toBe(20);
    const me = await Promise.all(
      tokens.map((token) =>
        t.app.inject({
          method: 'GET',
          url: '/api/admin/auth/me',
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(me.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
  });
});
