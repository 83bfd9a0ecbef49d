import { expect, it } from 'vitest';
import { describeEachDb } from '../test/app.js';

/**
 * Values that pass a loose reading of the schemas but that a database column cannot hold: each is
 * bad input, answered 400 with `{ error }` on both databases, never 500, and nothing is written.
 */
describeEachDb('values a column cannot hold', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });

  it('refuses an order position past a 4-byte integer', async () => {
    const res = await call('POST', '/api/menu/admin', { label: 'Far', url: '/far', order_pos: 2 ** 31 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: expect.stringMatching(/order_pos/),
      field: 'order_pos',
      code: 'validation',
    });
  });

  it('refuses an id past a 4-byte integer as a bad id, not a server error', async () => {
    const res = await call('PUT', '/api/menu/admin/99999999999', { label: 'x' });
    expect(res.statusCode).toBe(400);
    expect((await call('GET', '/api/blog/admin/4294967296')).statusCode).toBe(400);
  });

  it('answers a NUL character in a text without a server error; PostgreSQL, which cannot hold it, refuses it', async () => {
    const res = await call('POST', '/api/menu/admin', { label: 'Nul\u0000label', url: '/nul' });
    const labels = ((await call('GET', '/api/menu/admin')).json() as Array<{ label: string }>).map(
      (m) => m.label,
    );
    if (t.dialect === 'postgres') {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: expect.stringMatching(/NUL/), code: 'validation' });
      expect(labels).not.toContain('Nul\u0000label');
    } else {
      expect(res.statusCode).toBe(200);
      expect(labels).toContain('Nul\u0000label');
    }
  });
});
