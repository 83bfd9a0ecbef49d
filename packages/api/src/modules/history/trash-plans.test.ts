import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { fillForPlans, queryPlans, readsWhole } from '../../test/query-plans.js';
import { historyRepository, type TrashCursor } from './repository.js';

const LIVE = 5000;

// A page of the trash is read through the trash's own index, however many records are live.
describeEachDb('the trash’s page queries', (t) => {
  beforeAll(async () => {
    const at = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: LIVE }, (_, i) => ({
      title: `Lot ${i}`,
      slug: `lot-${i}`,
      content: `<p>Lot ${i}</p>`,
      published: true,
      created_at: new Date(at + i * 60_000).toISOString(),
      updated_at: new Date(at + i * 60_000).toISOString(),
      // One in fifty in the trash.
      deleted_at: i % 50 === 0 ? new Date(at + i * 1000).toISOString() : null,
    }));
    await fillForPlans(t.app.db, 'blog_posts', rows, 100);
  }, 120_000);

  it('reads the first page and the next through an index', async () => {
    const trashed = (db: typeof t.app.db, after?: TrashCursor) =>
      historyRepository(db).trashed('blog', 'blog_posts', 'title', undefined, { limit: 21, after });
    const first = await queryPlans(t.app.db, t.dialect, (db) => trashed(db));
    expect(first.result.map((item) => item.title)).toEqual(
      Array.from({ length: 21 }, (_, i) => `Lot ${(LIVE / 50 - 1 - i) * 50}`),
    );
    const last = first.result.at(-1) as TrashCursor;
    const next = await queryPlans(t.app.db, t.dialect, (db) => trashed(db, last));
    expect(next.result[0]?.title).toBe(`Lot ${(LIVE / 50 - 22) * 50}`);
    for (const plan of [...first.plans, ...next.plans])
      expect(
        plan.filter((line) => readsWhole(t.dialect, 'blog_posts', line)),
        plan.join('\n'),
      ).toEqual([]);
  });
});
