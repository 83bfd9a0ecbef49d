import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb, startTestApp } from '../../test/app.js';

const SECOND = 1000;
const iso = (ms: number) => new Date(ms).toISOString();

// Issue "Publishing" §1: public reads change at the scheduled instants, to the second, on every
// instance, with no write then (the cached bodies expire at the next boundary).
describeEachDb('scheduled posts and seasonal content', (t) => {
  // Near the real time, so the test admin's session stays valid whatever the order of the tests.
  const base = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
  let other: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    // A second instance on the same database, with its own public cache.
    other = await startTestApp(
      t.dialect,
      t.dialect === 'postgres'
        ? { DATABASE_SCHEMA: t.config.databaseSchema as string }
        : { DATA_DIR: t.config.dataDir },
    );
  });
  afterAll(async () => other?.app.close());
  afterEach(() => vi.useRealTimers());
  const at = (ms: number) => vi.setSystemTime(ms);
  const get = (url: string, app = t.app) => app.inject({ method: 'GET', url });
  const slugsOf = async (app = t.app) =>
    ((await get('/api/blog', app)).json() as { slug: string }[]).map((p) => p.slug);

  it('a post scheduled at T is absent at T-1 s and present at T+1 s, in the list and by slug, on both instances', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: base });
    const T = base + 10 * 60 * SECOND;
    const created = await t.admin('POST', '/api/blog/admin', {
      title: 'Friday sale',
      slug: 'friday-sale',
      content: '<p>Half price</p>',
      published: true,
      // Sent in another offset: stored and answered in UTC.
      publish_at: new Date(T).toISOString().replace('Z', '+00:00'),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().post.publish_at).toBe(iso(T));

    at(T - SECOND);
    for (const app of [t.app, other.app]) {
      // Read twice: the second answer comes from the cache.
      expect(await slugsOf(app)).not.toContain('friday-sale');
      expect(await slugsOf(app)).not.toContain('friday-sale');
      expect((await get('/api/blog/slug/friday-sale', app)).statusCode).toBe(404);
    }

    at(T + SECOND);
    for (const app of [t.app, other.app]) {
      expect(await slugsOf(app)).toContain('friday-sale');
      const one = await get('/api/blog/slug/friday-sale', app);
      expect(one.statusCode).toBe(200);
      expect(one.json().post).toMatchObject({ title: 'Friday sale', publish_at: iso(T) });
    }
    // The admin sees it whatever the time.
    const admin = (await t.admin('GET', '/api/blog/admin')).json() as { slug: string; publish_at: string }[];
    expect(admin.find((p) => p.slug === 'friday-sale')?.publish_at).toBe(iso(T));
  });

  it('a draft with a past publish_at stays private, and an unscheduled published post is public at once', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: base + 20 * 60 * SECOND });
    await t.admin('POST', '/api/blog/admin', {
      title: 'Draft',
      slug: 'draft-with-date',
      content: '<p>x</p>',
      published: false,
      publish_at: iso(base),
    });
    await t.admin('POST', '/api/blog/admin', {
      title: 'Now',
      slug: 'now-post',
      content: '<p>x</p>',
      published: true,
    });
    const slugs = await slugsOf();
    expect(slugs).toContain('now-post');
    expect(slugs).not.toContain('draft-with-date');
  });

  it('a banner ending at T is gone at T+1 s and one starting at T appears, on both instances', async () => {
    const start = base + 30 * 60 * SECOND;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const T = start + 5 * 60 * SECOND;
    const banner = async (title: string, window: object) => {
      const res = await t.admin('POST', '/api/banner/admin', {
        title,
        image_url: 'https://cdn.example.com/b.png',
        alt_text: title,
        ...window,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().banner;
    };
    const december = await banner('December only', { active_until: iso(T) });
    expect(december.active_until).toBe(iso(T));
    await banner('New year', { active_from: iso(T), active_until: iso(T + 3_600_000) });
    const titles = async (app = t.app) =>
      ((await get('/api/banner', app)).json() as { title: string }[]).map((b) => b.title);

    at(T - SECOND);
    for (const app of [t.app, other.app]) {
      await titles(app);
      const seen = await titles(app);
      expect(seen).toContain('December only');
      expect(seen).not.toContain('New year');
    }
    at(T + SECOND);
    for (const app of [t.app, other.app]) {
      const seen = await titles(app);
      expect(seen).not.toContain('December only');
      expect(seen).toContain('New year');
    }
    // Exactly at T the new one has started and the old one has ended.
    at(T);
    expect(await titles()).toEqual(expect.arrayContaining(['New year']));
    // Past its end it stays in the admin list.
    at(T + 2 * 3_600_000);
    expect(await titles()).not.toContain('New year');
    const admin = (await t.admin('GET', '/api/banner/admin')).json() as { title: string }[];
    expect(admin.map((b) => b.title)).toEqual(expect.arrayContaining(['December only', 'New year']));
  });

  it('refuses a window that ends before it starts, and an instant that is not one, naming the field', async () => {
    const reversed = await t.admin('POST', '/api/hero/admin', {
      title: 'Backwards',
      description: 'A season the wrong way round',
      button_text: 'See',
      button_url: '/land',
      active_from: '2027-01-02T00:00:00Z',
      active_until: '2027-01-01T00:00:00Z',
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toMatch(/active_until: must be after active_from/);

    const service = await t.admin('POST', '/api/service/admin', {
      title: 'Rentals',
      description: 'Land to rent',
      icon: 'faHome',
      active_from: '2027-02-30T10:00:00Z',
    });
    expect(service.statusCode).toBe(400);
    expect(service.json().error).toMatch(/active_from/);

    const post = await t.admin('POST', '/api/blog/admin', {
      title: 'No zone',
      slug: 'no-zone',
      content: '<p>x</p>',
      // Without an offset the instant is ambiguous.
      publish_at: '2027-01-01T10:00:00',
    });
    expect(post.statusCode).toBe(400);
    expect(post.json().error).toMatch(/publish_at/);

    // A partial update is checked against the whole record.
    const faq = await t.admin('POST', '/api/faq/admin', {
      question: 'When?',
      answer: '<p>Soon</p>',
      active_from: '2027-03-01T00:00:00Z',
    });
    const moved = await t.admin('PUT', `/api/faq/admin/${faq.json().faq.id}`, {
      active_until: '2027-02-01T00:00:00Z',
    });
    expect(moved.statusCode).toBe(400);
    // Clearing a bound with '' or null opens it.
    const cleared = await t.admin('PUT', `/api/faq/admin/${faq.json().faq.id}`, { active_from: '' });
    expect(cleared.json().faq.active_from).toBeNull();
  });

  it('logs blog.published once when a scheduled post goes live, and not for a post published at once', async () => {
    const start = base + 50 * 60 * SECOND;
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const T = start + 60 * SECOND;
    const post = (
      await t.admin('POST', '/api/blog/admin', {
        title: 'Island launch',
        slug: 'island-launch',
        content: '<p>x</p>',
        published: true,
        publish_at: iso(T),
      })
    ).json().post;
    const entries = async () =>
      (
        (await t.admin('GET', '/api/admin/activity?resource=blog&limit=100')).json().entries as {
          action: string;
          resource_id: string;
          username: string | null;
        }[]
      ).filter((entry) => entry.action === 'published' && entry.resource_id === String(post.id));

    at(T - SECOND);
    await Promise.all([t.app.publication.runDue(), other.app.publication.runDue()]);
    expect(await entries()).toEqual([]);

    at(T + SECOND);
    // Both instances look at once: the post is logged by one of them, once.
    await Promise.all([t.app.publication.runDue(), other.app.publication.runDue()]);
    await t.app.publication.runDue();
    const logged = await entries();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ username: null });

    // Scheduled again for later: it goes live again then, and is logged again.
    at(T + 2 * SECOND);
    await t.admin('PUT', `/api/blog/admin/${post.id}`, { publish_at: iso(T + 60 * SECOND) });
    expect(await slugsOf()).not.toContain('island-launch');
    at(T + 61 * SECOND);
    await t.app.publication.runDue();
    expect(await entries()).toHaveLength(2);

    // Saved with a publish_at already past: public by that save, not by the scheduler.
    const before = await t.admin('GET', '/api/admin/activity?resource=blog&limit=100');
    const backdated = await t.admin('POST', '/api/blog/admin', {
      title: 'Backdated',
      slug: 'backdated',
      content: '<p>x</p>',
      published: true,
      publish_at: iso(start),
    });
    expect(backdated.statusCode).toBe(200);
    await t.app.publication.runDue();
    const after = await t.admin('GET', '/api/admin/activity?resource=blog&limit=100');
    const published = (page: typeof before) =>
      (page.json().entries as { action: string }[]).filter((entry) => entry.action === 'published').length;
    expect(published(after)).toBe(published(before));
  });
});
