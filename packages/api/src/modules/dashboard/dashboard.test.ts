import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LAND_FIXTURES, serveFolder } from '../../../../../test-servers/static-server.js';
import { describeEachDb } from '../../test/app.js';
import { logActivity } from '../activity/log.js';
import { writeResults } from '../land-scraper/results-file.js';

describeEachDb('dashboard', (t) => {
  const get = async () =>
    t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: await t.auth() } });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });

  it('answers null for a figure whose module is not installed, never a 500', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      blog_posts: { total: 0, published: 0 },
      active_banners: 0, // the banner module has landed: none active yet
      available_lands: null,
      // The scraper module has landed: its run history exists, empty.
      scrape_runs: [],
    });
  });

  it('lists the latest 10 activity entries, newest first', async () => {
    for (let i = 1; i <= 12; i++)
      await logActivity(t.app.db, { ip: '127.0.0.1' }, { resource: 'menu', action: 'update', resourceId: i });
    const { recent_activity } = (await get()).json();
    expect(recent_activity).toHaveLength(10);
    expect(recent_activity[0]).toMatchObject({ resource: 'menu', action: 'update', resource_id: '12' });
    expect(recent_activity[9].resource_id).toBe('3');
  });

  it('counts the available lands from the results file of the last good scrape', async () => {
    const file = join(t.config.dataDir, 'available-lands.json');
    writeFileSync(
      file,
      JSON.stringify({ source: 'acatech', ran_at: '2026-11-23T10:00:00.000Z', count: 3, lands: [1, 2, 3] }),
    );
    expect((await get()).json().available_lands).toEqual({ count: 3, ran_at: '2026-11-23T10:00:00.000Z' });
    // Read once per file: the next run's file (renamed over it) is read again.
    expect((await get()).json().available_lands.count).toBe(3);
    await writeResults(t.config.dataDir, {
      source: 'acatech',
      ran_at: '2026-11-23T11:00:00.000Z',
      count: 2,
      lands: [],
    } as never);
    expect((await get()).json().available_lands).toEqual({ count: 2, ran_at: '2026-11-23T11:00:00.000Z' });
    writeFileSync(file, '{"count": 3, "lan');
    const torn = await get();
    expect(torn.statusCode).toBe(200);
    expect(torn.json().available_lands).toBeNull();
  });
});

/**
 * The same figures over stand-ins of the tables other modules own (only the columns the dashboard
 * reads), so the counting SQL is proven on both databases before those modules land.
 */
describeEachDb('dashboard figures over their tables', (t) => {
  const get = async () =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard',
        headers: { authorization: await t.auth() },
      })
    ).json();

  // banners, support_members and scrape_runs come from their modules' migrations.

  it('counts posts and published posts, active banners and active members online', async () => {
    expect(await get()).toMatchObject({
      blog_posts: { total: 0, published: 0 },
      active_banners: 0,
      support_online: 0,
      available_lands: null,
      scrape_runs: [],
    });
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('blog_posts')
      .values(
        [true, false, true].map((published, i) => ({
          title: `Post ${i}`,
          slug: `post-${i}`,
          content: '<p>x</p>',
          published,
          noindex: false,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // banners is a real table (the banner module has landed).
    await t.app.db
      .insertInto('banners')
      .values(
        [true, false].map((is_active, i) => ({
          image_url: '/uploads/banner/x.png',
          alt_text: '',
          is_external: false,
          order_pos: i,
          is_active,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
    // support_members is a real table (the support module has landed).
    await t.app.db
      .insertInto('support_members')
      .values(
        (
          [
            ['online', true],
            ['offline', true],
            ['online', false],
            ['online', true],
          ] as const
        ).map(([status, is_active], i) => ({
          uuid: `00000000-0000-4000-8000-00000000000${i + 1}`,
          status,
          is_active,
          languages: '',
          roles: '',
          profile_status: 'found' as const,
          created_at: '2026-11-23T10:00:00.000Z',
          updated_at: '2026-11-23T10:00:00.000Z',
        })),
      )
      .execute();
    expect(await get()).toMatchObject({
      blog_posts: { total: 3, published: 2 },
      active_banners: 1,
      support_online: 2,
    });
  });

  it('takes the last good run when there is no results file, and the last 20 runs oldest first', async () => {
    for (let i = 1; i <= 23; i++) {
      const at = `2026-11-23T10:${String(i).padStart(2, '0')}:00.000Z`;
      const failed = i === 23;
      await sql`insert into scrape_runs (id, started_at, finished_at, count, error, source, duration_ms, trigger)
        values (${i}, ${at}, ${at}, ${failed ? null : i * 10}, ${failed ? 'timeout' : null}, 'acatech', 0, 'schedule')`.execute(
        t.app.db,
      );
    }
    const dashboard = await get();
    expect(dashboard.available_lands).toEqual({ count: 220, ran_at: '2026-11-23T10:22:00.000Z' });
    expect(dashboard.scrape_runs).toHaveLength(20);
    expect(dashboard.scrape_runs[0]).toEqual({
      started_at: '2026-11-23T10:04:00.000Z',
      count: 40,
      error: null,
    });
    expect(dashboard.scrape_runs[19]).toEqual({
      started_at: '2026-11-23T10:23:00.000Z',
      count: null,
      error: 'timeout',
    });
  });
});

describeEachDb('dashboard after real scrapes', (t) => {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: { authorization: await t.auth() } });
  let fixtures: Awaited<ReturnType<typeof serveFolder>>;
  beforeAll(async () => {
    fixtures = await serveFolder(LAND_FIXTURES);
  });
  afterAll(() => fixtures.close());

  it('shows the count and time of the last good run, and every run in the sparkline data', async () => {
    await call('PUT', '/api/land-scraper/config', {
      activeScraper: 'acatech',
      url: `${fixtures.url}/acatech/index.html`,
    });
    expect((await call('POST', '/api/land-scraper/run')).statusCode).toBe(200);
    await call('PUT', '/api/land-scraper/config', {
      activeScraper: 'acatech',
      url: `${fixtures.url}/acatech/missing.html`,
    });
    expect((await call('POST', '/api/land-scraper/run')).statusCode).toBe(502);

    const dashboard = (await call('GET', '/api/admin/dashboard')).json();
    const [good] = (await call('GET', '/api/land-scraper/runs')).json().reverse();
    const file = (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json();
    expect(dashboard.available_lands).toEqual({ count: 21, ran_at: file.ran_at });
    expect(dashboard.scrape_runs).toEqual([
      { started_at: good.started_at, count: 21, error: null },
      { started_at: expect.any(String), count: null, error: expect.stringContaining('404') },
    ]);
    expect(dashboard.recent_activity.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'run',
      'save',
    ]);
  });
});
