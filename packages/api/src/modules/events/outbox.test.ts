import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/app.js';

// Issue "Listings" §3: events are written with the change they tell of (webhooks deliver them).
describeEachDb('the event outbox', (t) => {
  afterEach(() => vi.useRealTimers());
  const events = async (type: string) =>
    (
      await t.app.db.selectFrom('outbox_events').selectAll().where('type', '=', type).orderBy('id').execute()
    ).map((row) => JSON.parse(row.payload) as { post: { slug: string }; by: string });
  const published = async (slug: string) =>
    (await events('blog.published')).filter((e) => e.post.slug === slug);

  it('tells blog.published once when a save makes a post public, and not again on later saves', async () => {
    const post = (
      await t.admin('POST', '/api/blog/admin', { title: 'Open day', slug: 'open-day', content: '<p>x</p>' })
    ).json().post;
    expect(await published('open-day')).toEqual([]);
    await t.admin('PUT', `/api/blog/admin/${post.id}`, { published: true });
    await t.admin('PUT', `/api/blog/admin/${post.id}`, { title: 'Open day, Saturday' });
    expect(await published('open-day')).toEqual([
      expect.objectContaining({
        by: 'save',
        post: expect.objectContaining({ id: post.id, slug: 'open-day' }),
      }),
    ]);
    // Taken down and put up again: public once more, told once more.
    await t.admin('PUT', `/api/blog/admin/${post.id}`, { published: false });
    await t.admin('PUT', `/api/blog/admin/${post.id}`, { published: true });
    expect(await published('open-day')).toHaveLength(2);
  });

  it('tells a scheduled post at its time, by the scheduler, and not at its save', async () => {
    const base = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: base });
    await t.admin('POST', '/api/blog/admin', {
      title: 'Auction',
      slug: 'auction',
      content: '<p>x</p>',
      published: true,
      publish_at: new Date(base + 60_000).toISOString(),
    });
    expect(await published('auction')).toEqual([]);
    vi.setSystemTime(base + 61_000);
    await t.app.publication.runDue();
    expect(await published('auction')).toEqual([expect.objectContaining({ by: 'schedule' })]);
  });
});
