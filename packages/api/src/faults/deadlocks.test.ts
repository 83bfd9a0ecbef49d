import { expect, it } from 'vitest';
import { describeEachDb } from '../test/app.js';

/** A fixed shuffle per seed, so a failing run can be replayed. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

describeEachDb('reorders racing each other and toggles', (t) => {
  const call = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });

  it('answers 50 reorders of the same 20 banners in different orders and 50 toggles, all 200, none 500; the order kept is one that was sent, whole', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/api/banner/admin', {
        image_url: `/uploads/banner/${i}.png`,
        order_pos: i,
      });
      ids.push(res.json().banner.id);
    }
    const orders = Array.from({ length: 50 }, (_, seed) => shuffled(ids, seed + 1));
    const reorders = orders.map((order) =>
      call('PUT', '/api/banner/admin/reorder', { banners: order.map((id, pos) => ({ id, order_pos: pos })) }),
    );
    const toggles = Array.from({ length: 50 }, (_, i) =>
      call('PUT', `/api/banner/admin/${ids[i % 20]}`, { is_active: i % 3 !== 0 }),
    );
    const responses = await Promise.all([...reorders, ...toggles]);

    const statuses = responses.map((r) => r.statusCode);
    // Each answer that is not a 200 with its body, so a failure says what went wrong.
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)).toEqual([]);
    const listed = (await call('GET', '/api/banner/admin')).json() as Array<{ id: number }>;
    expect(orders).toContainEqual(listed.map((b) => b.id));

    // Every acknowledged write is in the activity log once, and nothing else is.
    const acknowledged = (from: number) => statuses.slice(from, from + 50).filter((s) => s === 200).length;
    const log = await t.app.db
      .selectFrom('activity_log')
      .select(['action', (eb) => eb.fn.countAll<number>().as('n')])
      .where('resource', '=', 'banner')
      .where('action', 'in', ['reorder', 'toggle'])
      .groupBy('action')
      .execute();
    expect(Object.fromEntries(log.map((r) => [r.action, Number(r.n)]))).toEqual({
      reorder: acknowledged(0),
      toggle: acknowledged(50),
    });
  });
});
