import { describe, expect, it } from 'vitest';
import { describeEachDb, TEST_ADMIN } from '../../test/app.js';
import { logActivity } from './log.js';

describeEachDb('activity log', (t) => {
  const get = async (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: await t.auth() } });
  const allRows = () => t.app.db.selectFrom('activity_log').selectAll().orderBy('id').execute();
  const login = (password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login',
      payload: { username: TEST_ADMIN.username, password },
      remoteAddress: ip,
    });

  describe('auth writes', () => {
    it('a sign-in, a failed sign-in and a sign-out each leave exactly one entry, with who and where', async () => {
      const before = (await allRows()).length;
      const ok = await login(TEST_ADMIN.password, '10.20.0.1');
      expect(ok.statusCode).toBe(200);
      const failed = await login('wrong-secret-pw', '10.20.0.2');
      expect(failed.statusCode).toBe(401);
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/logout',
        headers: { authorization: `Bearer ${ok.json().token}` },
        remoteAddress: '10.20.0.3',
      });
      expect(out.statusCode).toBe(200);

      const added = (await allRows()).slice(before);
      expect(added.map((r) => [r.resource, r.action, r.ip])).toEqual([
        ['auth', 'login', '10.20.0.1'],
        ['auth', 'login_failed', '10.20.0.2'],
        ['auth', 'logout', '10.20.0.3'],
      ]);
      expect(added[0]?.username).toBe(TEST_ADMIN.username);
      expect(added[1]?.username).toBeNull();
      expect(added[1]?.summary).toContain(TEST_ADMIN.username);
      for (const row of added) expect(Date.parse(row.at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('never stores a password or a token in any entry', async () => {
      const ok = await login(TEST_ADMIN.password, '10.21.0.1');
      await login('another-secret-attempt', '10.21.0.2');
      const everything = JSON.stringify(await allRows());
      expect(everything).not.toContain(TEST_ADMIN.password);
      expect(everything).not.toContain('another-secret-attempt');
      expect(everything).not.toContain(ok.json().token);
      const served = JSON.stringify((await get('/api/admin/activity?limit=100')).json());
      expect(served).not.toContain(TEST_ADMIN.password);
    });
  });

  describe('GET /api/admin/activity', () => {
    it('needs a token', async () => {
      for (const url of ['/api/admin/activity', '/api/admin/activity/resources'])
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    });

    it('answers newest first, 20 by default, and refuses a limit outside 1–100', async () => {
      for (let i = 0; i < 25; i++)
        await logActivity(
          t.app.db,
          { ip: '127.0.0.1' },
          { resource: 'seed', action: 'create', resourceId: i },
        );
      const page = (await get('/api/admin/activity')).json();
      expect(page.entries).toHaveLength(20);
      const ids = page.entries.map((e: { id: number }) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(page.next_before).toBe(ids.at(-1));
      for (const limit of ['0', '101', 'abc'])
        expect((await get(`/api/admin/activity?limit=${limit}`)).statusCode).toBe(400);
      expect((await get('/api/admin/activity?limit=100')).json().entries.length).toBeGreaterThan(25);
    });

    it('pages by id so entries logged meanwhile neither repeat nor skip an entry', async () => {
      const seen: number[] = [];
      let next: number | null = null;
      let pages = 0;
      const total = (await allRows()).length;
      do {
        const query: string = next ? `&before=${next}` : '';
        const page = (await get(`/api/admin/activity?limit=7${query}`)).json();
        seen.push(...page.entries.map((e: { id: number }) => e.id));
        next = page.next_before;
        // A write lands between every two page reads.
        await logActivity(t.app.db, { ip: '127.0.0.1' }, { resource: 'seed', action: 'update' });
        pages++;
      } while (next !== null && pages < 100);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toHaveLength(total);
      expect(seen).toEqual([...seen].sort((a, b) => b - a));
      expect(Math.min(...seen)).toBe((await allRows())[0]?.id);
    });

    it('says whether the record an entry names still exists', async () => {
      const auth = { authorization: await t.auth() };
      const create = async (label: string) =>
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/menu/admin',
            headers: auth,
            payload: { label, url: '/x' },
          })
        ).json().menu.id as number;
      const kept = await create('Kept');
      const gone = await create('Gone');
      await t.app.inject({ method: 'DELETE', url: `/api/menu/admin/${gone}`, headers: auth });
      const { entries } = (await get('/api/admin/activity?resource=menu&limit=3')).json();
      expect(
        entries.map((e: { resource_id: string; target_exists: boolean }) => [e.resource_id, e.target_exists]),
      ).toEqual([
        [String(gone), false],
        [String(gone), false],
        [String(kept), true],
      ]);
      const auths = (await get('/api/admin/activity?resource=auth&limit=1')).json().entries;
      expect(auths[0].target_exists).toBeNull();
    });

    it('filters by resource and lists the resources present', async () => {
      await logActivity(
        t.app.db,
        { ip: '127.0.0.1' },
        { resource: 'banner', action: 'delete', resourceId: 9 },
      );
      const page = (await get('/api/admin/activity?resource=banner')).json();
      expect(page.entries.length).toBeGreaterThan(0);
      for (const e of page.entries) expect(e.resource).toBe('banner');
      expect(page.entries[0]).toMatchObject({ action: 'delete', resource_id: '9' });
      const none = (await get('/api/admin/activity?resource=nothing-here')).json();
      expect(none).toEqual({ entries: [], next_before: null });
      const { resources } = (await get('/api/admin/activity/resources')).json();
      expect(resources).toEqual(expect.arrayContaining(['auth', 'banner', 'seed']));
      expect(resources).toEqual([...resources].sort());
    });
  });
});
