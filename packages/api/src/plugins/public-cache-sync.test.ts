import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type App, buildApp } from '../app.js';
import { startTestApp } from '../test/app.js';
import { withApplicationName, withPgClient } from '../test/postgres.js';

type Started = Awaited<ReturnType<typeof startTestApp>>;

/** Two API instances on one PostgreSQL schema, as behind a load balancer. */
describe.skipIf(!inject('postgres'))('public cache across instances [postgres]', () => {
  let a: Started;
  let b: App;
  const bName = `lo_b_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    a = await startTestApp('postgres');
    const databaseUrl = withApplicationName(a.config.databaseUrl as string, bName);
    b = await buildApp({ ...a.config, databaseUrl });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.stop();
  });

  const labelsOn = async (app: App) =>
    (await app.inject({ method: 'GET', url: '/api/menu' })).json().map((m: { label: string }) => m.label);

  const createOnA = async (label: string) => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/menu/admin',
      headers: { authorization: await a.auth() },
      payload: { label, url: `/${label.toLowerCase()}` },
    });
    expect(res.statusCode).toBe(200);
  };

  /** How long until B's public read shows `label`, polling every 20 ms for at most 3 s. */
  const msUntilBShows = async (label: string) => {
    const started = Date.now();
    while (Date.now() - started < 3_000) {
      if ((await labelsOn(b)).includes(label)) return Date.now() - started;
      await new Promise((r) => setTimeout(r, 20));
    }
    return Number.POSITIVE_INFINITY;
  };

  it("shows a write on A in B's next public read within a second", async () => {
    expect(await labelsOn(b)).toEqual([]);
    const before = await b.inject({ method: 'GET', url: '/api/menu' });
    await createOnA('News');
    expect(await msUntilBShows('News')).toBeLessThan(1_000);
    const after = await b.inject({
      method: 'GET',
      url: '/api/menu',
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('stays fresh after B loses its LISTEN connection while A writes', async () => {
    expect(await labelsOn(b)).toContain('News');
    const killed = await withPgClient((c) =>
      c.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = $1 and query ilike 'LISTEN%'`,
        [bName],
      ),
    );
    expect(killed.rowCount).toBe(1);
    await createOnA('Blog');
    expect(await msUntilBShows('Blog')).toBeLessThan(1_000);
    // And the new connection, once it listens, hears later writes again.
    await vi.waitFor(
      async () =>
        expect(
          (
            await withPgClient((c) =>
              c.query(
                `select pid from pg_stat_activity where application_name = $1 and query ilike 'LISTEN%'`,
                [bName],
              ),
            )
          ).rowCount,
        ).toBe(1),
      { timeout: 3_000 },
    );
    await labelsOn(b);
    await createOnA('Shop');
    expect(await msUntilBShows('Shop')).toBeLessThan(1_000);
  });

  it("drops on B only what A's writes touched, however closely they follow each other", async () => {
    const memberOnB = async () => (await b.inject({ url: '/api/support' })).json()[0]?.roles.join();
    const menuOnB = await labelsOn(b);
    const auth = { authorization: await a.auth() };
    const add = await a.app.inject({
      method: 'POST',
      url: '/api/admin/support',
      headers: auth,
      payload: { uuid: '5d0c9a36-7d8e-4b8f-9d3c-0a6f1e2b3c4d', roles: ['support'] },
    });
    expect(add.statusCode).toBe(200);
    const id = add.json().id;
    await vi.waitFor(async () => expect(await memberOnB()).toBe('support'), { timeout: 2_000 });
    // A menu row no API call wrote: B's public menu shows it only once its menu cache is dropped.
    const now = new Date().toISOString();
    await sql`insert into menu_items (label, url, created_at, updated_at)
              values ('Unannounced', '/unannounced', ${now}, ${now})`.execute(a.app.db);

    const editMember = (...roles: string[]) =>
      a.app.inject({ method: 'PUT', url: `/api/admin/support/${id}`, headers: auth, payload: { roles } });
    await editMember('sales');
    await vi.waitFor(async () => expect(await memberOnB()).toBe('sales'), { timeout: 2_000 });
    expect(await labelsOn(b)).toEqual(menuOnB);

    // Drops that follow each other while a NOTIFY is on its way are sent as one: the union of
    // their scopes, not the last one's (that lost the menu here).
    await sql`update menu_items set label = 'Announced' where label = 'Unannounced'`.execute(a.app.db);
    a.app.publicCache.invalidate(['support']);
    a.app.publicCache.invalidate(['menu']);
    a.app.publicCache.invalidate(['support']);
    expect(await msUntilBShows('Announced')).toBeLessThan(1_000);
  });
});
