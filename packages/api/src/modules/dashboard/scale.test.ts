import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { fillForPlans, queryPlans, readsWhole } from '../../test/query-plans.js';
import { dashboardRepository } from './repository.js';

const POSTS = 4000;

// Scale §2: the dashboard's figures are counted from indexes, so its cost does not follow the
// posts' text. (Banners and support members are a handful of rows by nature: read as they are.)
describeEachDb('the dashboard at scale', (t) => {
  beforeAll(async () => {
    const at = '2026-01-01T00:00:00.000Z';
    const content = `<p>${'Waterfront parcels by the bay. '.repeat(60)}</p>`;
    const posts = Array.from({ length: POSTS }, (_, i) => ({
      title: `Post ${i}`,
      slug: `post-${i}`,
      content,
      // Every third published, every tenth in the trash.
      published: i % 3 === 0,
      created_at: at,
      updated_at: at,
      deleted_at: i % 10 === 9 ? at : null,
    }));
    const entries = Array.from({ length: POSTS }, (_, i) => ({
      at: new Date(Date.parse(at) + i * 1000).toISOString(),
      username: 'owner',
      action: 'update',
      resource: 'blog',
      resource_id: String(i),
      summary: `change ${i}`,
    }));
    await fillForPlans(t.app.db, 'activity_log', entries, 500);
    await fillForPlans(t.app.db, 'blog_posts', posts, 200);
    // What autovacuum does soon after such inserts: it marks the table's pages all-visible, which
    // is what lets PostgreSQL count from the index alone, without visiting the rows.
    if (t.dialect === 'postgres') await sql`vacuum analyze blog_posts`.execute(t.app.db);
  }, 120_000);

  it('counts the posts and the published ones through an index, reading no table whole', async () => {
    const { result, plans } = await queryPlans(t.app.db, t.dialect, (db) =>
      dashboardRepository(db, t.config.dataDir).summary(),
    );
    const live = Array.from({ length: POSTS }, (_, i) => i).filter((i) => i % 10 !== 9);
    expect(result.recent_activity).toHaveLength(10);
    expect(result.blog_posts).toEqual({
      total: live.length,
      published: live.filter((i) => i % 3 === 0).length,
    });
    const counting = plans.find((plan) => plan.some((line) => /blog_posts/.test(line)));
    expect(counting?.join('\n')).toMatch(
      t.dialect === 'postgres'
        ? /Index Only Scan using blog_posts_counted/
        : /SEARCH blog_posts USING COVERING INDEX blog_posts_counted/,
    );
    for (const plan of plans) {
      // SQLite's table is its rowid's index: "SCAN activity_log" with no sort after it walks the
      // ids newest first and stops at the recent entries' limit.
      const byId = (line: string) =>
        t.dialect === 'sqlite' && line === 'SCAN activity_log' && !plan.some((l) => /TEMP B-TREE/.test(l));
      for (const table of ['blog_posts', 'activity_log'])
        expect(
          plan.filter((line) => readsWhole(t.dialect, table, line) && !byId(line)),
          plan.join('\n'),
        ).toEqual([]);
    }
  });
});
