import { blogType, CONTENT_EXACT_TOTAL_MAX, searchable } from '@land-office/contract';
import { sql } from 'kysely';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../../db/migrations/index.js';
import { searchText } from '../../lib/search-text.js';
import { plainText } from '../../lib/text-summary.js';
import { describeEachDb } from '../../test/app.js';
import { fillForPlans, queryPlans, readsWhole } from '../../test/query-plans.js';
import { blogRepository } from './repository.js';

const COUNT = 300;
const colours = ['amber', 'cobalt', 'crimson', 'olive', 'teal'];
const places = ['Café Lantern', 'São Paulo', 'Harbour Gate', 'Nørd Quay', 'Meadow'];
const birds = ['heron', 'plover', 'wren', 'kestrel', 'swift', 'lark', 'egret'];

interface Made {
  title: string;
  slug: string;
  excerpt?: string;
  content: string;
  published: boolean;
}

/** A varied, repeatable set of posts: known words in the title, the excerpt and the rich text. */
const post = (i: number): Made => ({
  title: `${colours[i % colours.length]} parcel ${i}`,
  slug: `parcel-${i}`,
  ...(i % 3 === 0 ? { excerpt: `Near the ${places[i % places.length]}` } : {}),
  content: `<p>Plot <strong>${i}</strong> by the <a href="https://birds.example/${i}">${birds[i % birds.length]}</a> field.</p>`,
  published: i % 4 !== 0,
});

/** What a search of `q` finds among `posts`: each word in the post's text, the last as a prefix. */
function expected(posts: Array<Made & { id: number }>, q: string) {
  const words = searchable(q).split(' ').filter(Boolean);
  return posts.filter((p) => {
    const held = searchable(`${p.title} ${p.excerpt ?? ''} ${plainText(p.content)}`).split(' ');
    return words.every((word, i) =>
      i === words.length - 1 ? held.some((w) => w.startsWith(word)) : held.includes(word),
    );
  });
}

const searches = [
  'amber',
  'cafe LANTERN',
  'São paulo',
  'teal heron',
  'crim',
  'parcel 12',
  'olive nord',
  'kestrel field',
  // Tags and attributes are not words of the text.
  'strong',
  'href',
  'birds example',
];

/** Each database's ids for each search, compared once both have answered. */
const found: Record<string, Record<string, number[]>> = {};

// Issue "Scale" §2: the blog's lists paged by keyset and searched through each database's index.
describeEachDb('the blog’s pages and search', (t) => {
  let posts: Array<Made & { id: number }> = [];
  beforeAll(async () => {
    for (let i = 0; i < COUNT; i++) {
      const res = await t.admin('POST', '/api/blog/admin', post(i));
      expect(res.statusCode, res.body).toBe(200);
      posts.push({ ...post(i), id: res.json().post.id });
    }
    // Newest first: created in order, so by id (created_at ties too).
    posts = posts.reverse();
  }, 120_000);

  type Summary = { id: number; title: string };
  type Page = { items: Summary[]; next_cursor: string | null; total: number; total_is_estimate: boolean };
  const read = async (url: string) => {
    const res = await t.admin('GET', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  /** Every page of a list, following its cursor; `between` runs after each page. */
  const walk = async (url: string, between?: (page: number) => Promise<void>) => {
    const items: Summary[] = [];
    let cursor: string | null = null;
    let first: Page | undefined;
    let pages = 0;
    do {
      const page: Page = await read(`${url}${cursor ? `&cursor=${cursor}` : ''}`);
      first ??= page;
      items.push(...page.items);
      cursor = page.next_cursor;
      await between?.(++pages);
    } while (cursor);
    return { items, total: first?.total, estimate: first?.total_is_estimate };
  };

  it('answers the whole list without parameters, a page with any', async () => {
    const whole = await read('/api/blog/admin');
    expect(whole).toHaveLength(COUNT);
    expect(whole.map((p: Summary) => p.id)).toEqual(posts.map((p) => p.id));
    const page: Page = await read('/api/blog/admin?limit=5');
    expect(page).toMatchObject({ total: COUNT, total_is_estimate: false, next_cursor: expect.any(String) });
    expect(page.items.map((p) => p.id)).toEqual(posts.slice(0, 5).map((p) => p.id));
    expect(page.items[0]).not.toHaveProperty('content');
    expect(page.items[0]).toHaveProperty('reading_minutes');
    // An empty parameter is no parameter.
    expect(await read('/api/blog?q=')).toHaveLength(posts.filter((p) => p.published).length);
  });

  it('walks every post exactly once in each order, while posts are added', async () => {
    let added = 0;
    const add = async () => {
      added++;
      const res = await t.admin('POST', '/api/blog/admin', {
        title: `added during the walk ${added}`,
        slug: `added-${t.dialect}-${added}`,
        content: '<p>late</p>',
      });
      expect(res.statusCode).toBe(200);
    };
    const before = await read('/api/blog/admin');
    const newest = await walk('/api/blog/admin?limit=23', async (page) => {
      if (page <= 2) await add();
    });
    // Newer posts sort before the cursor: the walk is the list as it was.
    expect(newest.items.map((p) => p.id)).toEqual(before.map((p: Summary) => p.id));
    expect(newest.total).toBe(before.length);

    const start = (await read('/api/blog/admin')).map((p: Summary) => p.id);
    const oldest = await walk('/api/blog/admin?sort=oldest&limit=50', async (page) => {
      if (page === 1) await add();
    });
    // Oldest first, what is added comes last, once.
    const latest = (await read('/api/blog/admin')).map((p: Summary) => p.id);
    expect(oldest.items.map((p) => p.id)).toEqual([...latest].reverse());
    expect(latest.length).toBe(start.length + 1);

    const byTitle = await walk('/api/blog/admin?sort=title&limit=41');
    const { rows } = await sql<{ id: number }>`
      select id from blog_posts where deleted_at is null order by title, id`.execute(t.app.db);
    expect(byTitle.items.map((p) => p.id)).toEqual(rows.map((r) => r.id));
    expect(new Set(byTitle.items.map((p) => p.id)).size).toBe(rows.length);
  });

  it('finds the posts holding every word (the last as a prefix), the same as a plain filter', async () => {
    const live = await read('/api/blog/admin');
    const stored = posts.filter((p) => live.some((l: Summary) => l.id === p.id));
    for (const q of searches) {
      const want = expected(stored, q).map((p) => p.id);
      const admin = await walk(`/api/blog/admin?q=${encodeURIComponent(q)}&limit=7`);
      expect(
        admin.items.map((p) => p.id),
        q,
      ).toEqual(want);
      expect(admin.total, q).toBe(want.length);
      const shown = expected(
        stored.filter((p) => p.published),
        q,
      ).map((p) => p.id);
      const open = await walk(`/api/blog?q=${encodeURIComponent(q)}&sort=oldest&limit=9`);
      expect(
        open.items.map((p) => p.id),
        q,
      ).toEqual([...shown].reverse());
      found[q] = { ...found[q], [t.dialect]: want.map((id) => posts.findIndex((p) => p.id === id)) };
    }
    expect(found.strong?.[t.dialect]).toEqual([]);
    expect(found.amber?.[t.dialect]?.length).toBe(COUNT / colours.length);
  });

  it('keeps the public page cached until a write of a post', async () => {
    const url = '/api/blog?q=swift&limit=100';
    const first: Page = await read(url);
    expect((await read(url)).total).toBe(first.total);
    const res = await t.admin('POST', '/api/blog/admin', {
      title: 'A swift arrival',
      slug: `swift-${t.dialect}`,
      content: '<p>x</p>',
      published: true,
    });
    expect(res.statusCode).toBe(200);
    const after: Page = await read(url);
    expect(after.total).toBe(first.total + 1);
    expect(after.items[0]?.title).toBe('A swift arrival');
    // The spelling of q does not matter to the cache or the answer.
    expect((await read('/api/blog?limit=100&q=SWÌFT')).total).toBe(after.total);
    // Drafts stay out of the public page.
    expect((await read('/api/blog?q=parcel 4&limit=100')).items.map((p: Summary) => p.title)).not.toContain(
      'amber parcel 0',
    );
  });

  it('narrows the admin’s pages to published posts or drafts, with the words', async () => {
    const live: Array<Summary & { published: boolean }> = await read('/api/blog/admin');
    for (const status of ['published', 'draft'] as const) {
      const want = live.filter((p) => p.published === (status === 'published')).map((p) => p.id);
      const walked = await walk(`/api/blog/admin?status=${status}&limit=37`);
      expect(
        walked.items.map((p) => p.id),
        status,
      ).toEqual(want);
      expect(walked.total, status).toBe(want.length);
      const teal = await walk(`/api/blog/admin?status=${status}&q=teal&limit=100`);
      const tealWant = live.filter(
        (p) => p.published === (status === 'published') && p.title.startsWith('teal'),
      );
      expect(
        teal.items.map((p) => p.id),
        status,
      ).toEqual(tealWant.map((p) => p.id));
    }
    // The public list has no such parameter: its posts are all published.
    const res = await t.admin('GET', '/api/blog/admin?status=scheduled');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('status must be one of published, draft');
  });

  it('pages the pages’ admin list too', async () => {
    for (const slug of ['one', 'two', 'three'])
      await t.admin('POST', '/api/pages/admin', { title: `Page ${slug}`, slug, content: '<p>x</p>' });
    const whole = await read('/api/pages/admin');
    expect(whole).toHaveLength(3);
    const walked = await walk('/api/pages/admin?sort=title&limit=2');
    expect(walked.items.map((p) => p.title)).toEqual(['Page one', 'Page three', 'Page two']);
    expect(walked.total).toBe(3);
  });

  it('refuses each bad parameter with 400 naming it', async () => {
    const titleCursor = (await read('/api/blog/admin?sort=title&limit=1')).next_cursor;
    for (const [params, name] of [
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['sort=best', 'sort'],
      ['cursor=not-a-cursor', 'cursor'],
      [`cursor=${'x'.repeat(2001)}`, 'cursor'],
      // A cursor of another order is not one for this order.
      [`cursor=${titleCursor}`, 'cursor'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const)
      for (const url of ['/api/blog', '/api/blog/admin']) {
        const res = await t.admin('GET', `${url}?${params}`);
        expect(res.statusCode, `${url}?${params}`).toBe(400);
        expect(`${res.json().field ?? ''} ${res.json().error}`, params).toContain(name);
      }
    const pages = await t.admin('GET', '/api/pages/admin?limit=500');
    expect(pages.statusCode).toBe(400);
    expect(pages.json().error).toContain('limit must be between 1 and 100');
  });
});

describe.skipIf(!inject('postgres'))('the blog search on both databases', () => {
  it('finds the same posts for the same words', () => {
    for (const q of searches) expect(found[q]?.postgres, q).toEqual(found[q]?.sqlite);
  });
});

const MANY = 5000;
const filler = (i: number) =>
  Array.from({ length: 120 }, (_, k) => `w${((i * 7919 + k * 104_729) % 3000).toString(36)}`).join(' ');

// The lists' queries are answered by indexes, not by reading the whole table.
describeEachDb('the blog’s list queries', (t) => {
  beforeAll(async () => {
    const at = Date.parse('2026-01-01T00:00:00.000Z');
    const rows = Array.from({ length: MANY }, (_, i) => {
      const values = {
        title: `${colours[i % colours.length]} lot ${i}`,
        slug: `lot-${i}`,
        excerpt: null,
        // A post's worth of text (120 words of a 3,000-word vocabulary), as real posts have.
        content: `<p>Lot ${i} by the ${birds[i % birds.length]}${i % 97 === 0 ? ' kingfisher' : ''}.</p><p>${filler(i)}</p>`,
        published: i % 4 !== 0,
        created_at: new Date(at + i * 60_000).toISOString(),
        updated_at: new Date(at + i * 60_000).toISOString(),
      };
      return { ...values, search_text: searchText(blogType, values) };
    });
    await fillForPlans(t.app.db, 'blog_posts', rows, 50);
    // What autovacuum does soon after such inserts on PostgreSQL: the pages marked all-visible,
    // so a count may read the index alone.
    if (t.dialect === 'postgres') await sql`vacuum analyze blog_posts`.execute(t.app.db);
  }, 120_000);

  /** Each list query the repository ran for `request`, with its plan's lines. */
  const plans = async (request: Parameters<ReturnType<typeof blogRepository>['page']>[0]) => {
    const { result: page, plans: out } = await queryPlans(
      t.app.db,
      t.dialect,
      (db) => blogRepository(db).page(request),
      (node) => node.kind === 'SelectQueryNode',
    );
    expect(out.length).toBeGreaterThan(0);
    return { page, plans: out };
  };
  /** A plan line that reads blog_posts whole, not through an index. */
  const fullScan = (line: string) => readsWhole(t.dialect, 'blog_posts', line);

  it('pages newest first, oldest first and by title through an index, public or not', async () => {
    const now = new Date().toISOString();
    for (const request of [
      { limit: 20 },
      { limit: 20, publicAt: now },
      { limit: 20, sort: 'oldest' as const },
      { limit: 20, sort: 'title' as const, publicAt: now },
      { limit: 20, status: 'draft' as const },
    ]) {
      const first = await plans(request);
      expect(first.page.items).toHaveLength(20);
      const next = await plans({ ...request, cursor: first.page.next_cursor as string });
      for (const plan of [...first.plans, ...next.plans])
        expect(plan.filter(fullScan), `${JSON.stringify(request)}\n${plan.join('\n')}`).toEqual([]);
    }
  });

  it('searches through the full-text index', async () => {
    const now = new Date().toISOString();
    for (const request of [
      { q: 'kingfisher' },
      { q: 'kingf', publicAt: now },
      { q: 'amber kingf' },
      { q: 'lot 1234' },
    ]) {
      const { page, plans: found } = await plans({ ...request, limit: 20 });
      expect(page.total, request.q).toBeGreaterThan(0);
      for (const plan of found)
        expect(plan.filter(fullScan), `${JSON.stringify(request)}\n${plan.join('\n')}`).toEqual([]);
    }
    const { page } = await plans({ q: 'kingfisher', limit: 100 });
    expect(page.total).toBe(Math.ceil(MANY / 97));
    expect(page.total_is_estimate).toBe(false);
    expect(MANY).toBeLessThan(CONTENT_EXACT_TOTAL_MAX);
  });
});

// The migration indexes the posts a database already has.
describeEachDb('the blog search migration', (t) => {
  it('gives the posts written before it their words, and finds them', async () => {
    const name = '2026-12-01-0200-blog-search';
    // As a database was before the migration.
    if (t.dialect === 'postgres')
      await sql`alter table blog_posts drop column search_vector`.execute(t.app.db);
    else {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger blog_posts_fts_${trigger}`).execute(t.app.db);
      await sql`drop table blog_posts_fts`.execute(t.app.db);
    }
    await sql`drop index blog_posts_title`.execute(t.app.db);
    await sql`drop index pages_title`.execute(t.app.db);
    await sql`alter table blog_posts drop column search_text`.execute(t.app.db);
    await sql`delete from kysely_migration where name = ${name}`.execute(t.app.db);
    const at = new Date().toISOString();
    for (const [i, content] of ['<p>An <em>Émeraude</em> bay</p>', '<p>A quiet <b>cove</b></p>'].entries())
      await t.app.db
        .insertInto('blog_posts')
        .values({
          title: `Old ${i}`,
          slug: `old-${i}`,
          content,
          published: true,
          noindex: false,
          created_at: at,
          updated_at: at,
        })
        .execute();

    await migrateToLatest(t.app.db);
    const repo = blogRepository(t.app.db);
    expect((await repo.page({ q: 'emeraude' })).items.map((p) => p.title)).toEqual(['Old 0']);
    expect((await repo.page({ q: 'cov', publicAt: at })).items.map((p) => p.title)).toEqual(['Old 1']);
    expect((await repo.page({ q: 'em' })).total).toBe(1);
    // And the posts written after it.
    await t.admin('PUT', '/api/blog/admin/1', { content: '<p>A harbour now</p>' });
    expect((await repo.page({ q: 'emeraude' })).total).toBe(0);
    expect((await repo.page({ q: 'harbour' })).items.map((p) => p.title)).toEqual(['Old 0']);
  });
});
