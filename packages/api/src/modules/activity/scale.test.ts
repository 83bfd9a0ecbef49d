import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { fillForPlans, queryPlans, readsWhole } from '../../test/query-plans.js';
import { activityRepository } from './repository.js';

const MANY = 20_000;
const RESOURCES = ['banner', 'blog', 'faq', 'hero', 'menu', 'service', 'settings', 'support'];

// Scale §2: the activity log's page and its filters' choices are read through indexes, so they
// cost the same with a thousand entries or a million.
describeEachDb('the activity log at scale', (t) => {
  let userId = 0;
  beforeAll(async () => {
    userId = (await t.app.db.selectFrom('users').select('id').executeTakeFirstOrThrow()).id;
    const at = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: MANY }, (_, i) => ({
      at: new Date(at + i * 1000).toISOString(),
      // Most entries are the owner's; every 50th of nobody (a deleted user's).
      admin_id: i % 50 === 0 ? null : userId,
      username: 'owner',
      action: 'update',
      resource: RESOURCES[i % RESOURCES.length] as string,
      resource_id: String(i % 300),
      summary: `change ${i}`,
    }));
    await fillForPlans(t.app.db, 'activity_log', rows, 500);
  }, 120_000);

  const noWholeRead = (plans: string[][]) => {
    for (const plan of plans) {
      // SQLite's table is its rowid's index: "SCAN activity_log" with no sort after it walks the
      // ids newest first and stops at the page's limit.
      const byId = (line: string) =>
        t.dialect === 'sqlite' && line === 'SCAN activity_log' && !plan.some((l) => /TEMP B-TREE/.test(l));
      expect(
        plan.filter((line) => readsWhole(t.dialect, 'activity_log', line) && !byId(line)),
        plan.join('\n'),
      ).toEqual([]);
    }
  };

  it('pages newest first, by resource and by person, through indexes', async () => {
    for (const query of [
      {},
      { resource: 'faq' },
      { user_id: userId },
      { resource: 'blog', before: MANY / 2 },
    ]) {
      const { result, plans } = await queryPlans(
        t.app.db,
        t.dialect,
        (db) => activityRepository(db).page({ limit: 50, ...query }),
        (node) => node.kind === 'SelectQueryNode' && node.orderBy !== undefined,
      );
      expect(result.entries, JSON.stringify(query)).toHaveLength(50);
      noWholeRead(plans);
    }
  });

  it("lists the filters' resources and people by index seeks, the same as a plain distinct", async () => {
    const { result: resources, plans } = await queryPlans(t.app.db, t.dialect, (db) =>
      activityRepository(db).resources(),
    );
    const distinct = await t.app.db
      .selectFrom('activity_log')
      .select('resource')
      .distinct()
      .orderBy('resource')
      .execute();
    expect(resources).toEqual(distinct.map((row) => row.resource));
    expect(resources).toEqual(expect.arrayContaining(RESOURCES));
    noWholeRead(plans);
    // Not even an index read end to end: each name is one seek (SQLite: SEARCH, never SCAN).
    if (t.dialect === 'sqlite')
      expect(plans.flat().filter((line) => /SCAN activity_log/.test(line))).toEqual([]);

    const people = await queryPlans(t.app.db, t.dialect, (db) => activityRepository(db).users());
    expect(people.result.map((user) => user.id)).toContain(userId);
    noWholeRead(people.plans);
  });
});
