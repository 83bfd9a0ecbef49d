import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Revision, RevisionDetail, TrashItem } from '@land-office/contract';
import { afterEach, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { addUser } from '../../test/users.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const hero = {
  title: 'Own your island',
  description: 'Private regions with full estate rights.',
  button_text: 'See lands',
  button_url: '/available-land',
};

// Issue "Content history" §1 and §2: revisions of every write, restore, pruning; the trash.
describeEachDb(
  'content history',
  (t) => {
    type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
    const call = async (method: Method, url: string, payload?: unknown, authorization?: string) =>
      t.app.inject({
        method,
        url,
        payload: payload as object,
        headers: { authorization: authorization ?? (await t.auth()) },
      });
    const ok = async (method: Method, url: string, payload?: unknown, authorization?: string) => {
      const res = await call(method, url, payload, authorization);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    const history = async (resource: string, id?: number | string) =>
      (
        await ok(
          'GET',
          `/api/admin/revisions?resource=${resource}${id === undefined ? '' : `&id=${id}`}&limit=100`,
        )
      ).revisions as Revision[];
    const detail = async (id: number) => (await ok('GET', `/api/admin/revisions/${id}`)) as RevisionDetail;
    const trash = async (authorization?: string, resource?: string) =>
      (
        await ok(
          'GET',
          `/api/admin/trash${resource ? `?resource=${resource}` : ''}`,
          undefined,
          authorization,
        )
      ).items as TrashItem[];

    afterEach(() => vi.useRealTimers());

    it('stores one revision per create, update, toggle, reorder, delete and restore, none for a change of nothing', async () => {
      const first = (await ok('POST', '/api/hero/admin', hero)).hero;
      const second = (await ok('POST', '/api/hero/admin', { ...hero, title: 'Second', order_pos: 1 })).hero;
      await ok('PUT', `/api/hero/admin/${first.id}`, { title: 'Own your island today' });
      // The same value again changes nothing: no revision.
      await ok('PUT', `/api/hero/admin/${first.id}`, { title: 'Own your island today' });
      await ok('PUT', `/api/hero/admin/${first.id}`, { is_active: false });
      await ok('PUT', '/api/hero/admin/reorder', {
        items: [
          { id: first.id, order_pos: 1 },
          { id: second.id, order_pos: 0 },
        ],
      });
      await ok('DELETE', `/api/hero/admin/${first.id}`);
      await ok('POST', `/api/admin/trash/hero/${first.id}/restore`);

      const revisions = await history('hero', first.id);
      expect(revisions.map((r) => r.action)).toEqual([
        'restore',
        'delete',
        'reorder',
        'toggle',
        'update',
        'create',
      ]);
      expect(revisions.map((r) => r.summary)).toEqual([
        'Taken out of the trash',
        '',
        'Changed: order_pos',
        'Changed: is_active',
        'Changed: title',
        '',
      ]);
      expect(revisions.every((r) => r.display_name === 'tester' && r.user_id !== null)).toBe(true);
      // Each holds the whole record after its change; the detail shows the one before it too.
      const update = await detail(revisions[4]?.id as number);
      expect(update.data).toMatchObject({ id: first.id, title: 'Own your island today', is_active: true });
      expect(update.previous).toMatchObject({ title: 'Own your island', is_active: true });
      expect((await detail(revisions[5]?.id as number)).previous).toBeNull();
      // The other hero moved too, and has its own reorder revision.
      expect((await history('hero', second.id)).map((r) => r.action)).toEqual(['reorder', 'create']);
      // The activity log names the restore.
      const log = await ok('GET', '/api/admin/activity?resource=hero&limit=1');
      expect(log.entries[0]).toMatchObject({ action: 'restore', resource_id: String(first.id) });
    });

    it('keeps the revisions of settings saves, support members and the scraper sources', async () => {
      await ok('PUT', '/api/site-settings/admin', { site_title: 'Isle Estates' });
      await ok('PUT', '/api/site-settings/admin', { site_title: 'Isle Estates' });
      await ok('PUT', '/api/site-settings/admin', { site_title: 'Isle Estates & Co' });
      const site = await history('site_settings');
      expect(site.map((r) => [r.action, r.summary])).toEqual([
        ['save', 'Changed: site_title'],
        ['save', 'Changed: site_title'],
        // The document as it was before history was kept, so the first change can be undone too.
        ['baseline', 'As it was before history was kept'],
      ]);
      expect((await detail(site[0]?.id as number)).data).toMatchObject({ site_title: 'Isle Estates & Co' });

      const member = await ok('POST', '/api/admin/support', {
        uuid: '6f1f7a52-7a0f-4d8c-9a1e-1b2c3d4e5f61',
        languages: 'en',
      });
      await ok('PUT', `/api/admin/support/${member.id}`, { languages: 'en,pt' });
      const kept = await history('support', member.id);
      expect(kept.map((r) => r.action)).toEqual(['update', 'create']);
      expect((await detail(kept[0]?.id as number)).data).toMatchObject({ languages: 'en,pt' });
      expect((await detail(kept[0]?.id as number)).data).not.toHaveProperty('status');

      expect(await history('header_button')).toEqual([]);

      // The scraper's sources: each save, and a restore puts every URL and the active source back.
      const first = { activeScraper: 'acatech', url: 'http://127.0.0.1:9/first' };
      await ok('PUT', '/api/land-scraper/config', {
        activeScraper: 'cavetech',
        url: 'http://127.0.0.1:9/c1',
      });
      await ok('PUT', '/api/land-scraper/config', first);
      await ok('PUT', '/api/land-scraper/config', {
        activeScraper: 'cavetech',
        url: 'http://127.0.0.1:9/c2',
      });
      const sources = await history('land-scraper');
      expect(sources.map((r) => r.action)).toEqual(['save', 'save', 'save', 'baseline']);
      await ok('POST', `/api/admin/revisions/${sources[1]?.id}/restore`);
      const config = await ok('GET', '/api/land-scraper/config');
      expect(config.activeScraper).toBe('acatech');
      expect(config.sources.acatech.url).toBe(first.url);
      expect(config.sources.cavetech.url).toBe('http://127.0.0.1:9/c1');
      expect((await history('land-scraper'))[0]?.action).toBe('restore');
      const missing = await call('GET', '/api/admin/revisions?resource=blog');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toBe('id is required');
      expect((await call('GET', '/api/admin/revisions?resource=nothing&id=1')).statusCode).toBe(404);
    });

    it('restores an earlier version of a post, as a new revision, and refuses one whose slug is now taken', async () => {
      const post = (
        await ok('POST', '/api/blog/admin', {
          title: 'Spring sale',
          slug: 'spring-sale',
          content: '<p>Half price on every parcel.</p>',
          published: true,
        })
      ).post;
      await ok('PUT', `/api/blog/admin/${post.id}`, { content: '<p>A third off.</p>' });
      await ok('PUT', `/api/blog/admin/${post.id}`, { title: 'Summer sale', slug: 'summer-sale' });
      const [, , created] = await history('blog', post.id);
      const restored = await ok('POST', `/api/admin/revisions/${created?.id}/restore`);
      expect(restored).toMatchObject({
        resource: 'blog',
        resource_id: String(post.id),
        data: { title: 'Spring sale', slug: 'spring-sale', content: '<p>Half price on every parcel.</p>' },
      });
      // The public read shows it at once, by its old slug.
      expect((await call('GET', '/api/blog/slug/spring-sale')).json().post.content).toBe(
        '<p>Half price on every parcel.</p>',
      );
      expect((await history('blog', post.id)).map((r) => r.action)).toEqual([
        'restore',
        'update',
        'update',
        'create',
      ]);

      // Another post takes "summer-sale"; the version that had it can no longer be restored.
      await ok('POST', '/api/blog/admin', { title: 'Summer', slug: 'summer-sale', content: '<p>Hot.</p>' });
      const summer = (await history('blog', post.id)).find(
        (r) => r.action === 'update' && r.summary.includes('slug'),
      );
      const refused = await call('POST', `/api/admin/revisions/${summer?.id}/restore`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe(
        'This version cannot be restored: slug: a blog post with this slug already exists',
      );
      expect((await ok('GET', `/api/blog/admin/${post.id}`)).post.slug).toBe('spring-sale');
    });

    it('prunes each record to its last REVISIONS_KEEP and those younger than REVISIONS_DAYS, whichever keeps more', async () => {
      // The test app keeps 3 revisions and 10 days.
      const start = Date.parse('2026-01-01T00:00:00Z');
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const faq = (await ok('POST', '/api/faq/admin', { question: 'Q0?', answer: '<p>A.</p>' })).faq;
      for (let day = 1; day <= 5; day++) {
        vi.setSystemTime(start + day * DAY_MS);
        await ok('PUT', `/api/faq/admin/${faq.id}`, { question: `Q${day}?` });
      }
      expect(await history('faq', faq.id)).toHaveLength(6);
      // Day 12: all six are younger than 10 days from day 2 on... the create (day 0) and day 1 are older.
      await t.app.history.sweep(start + 12 * DAY_MS);
      expect((await history('faq', faq.id)).map((r) => r.summary)).toHaveLength(4);
      // Day 30: every one is old; the last three stay.
      await t.app.history.sweep(start + 30 * DAY_MS);
      const left = await history('faq', faq.id);
      expect(left).toHaveLength(3);
      expect((await detail(left[2]?.id as number)).data).toMatchObject({ question: 'Q3?' });
    });

    it('pages the trash newest deleted first across every resource, each item once', async () => {
      await ok('DELETE', '/api/admin/trash');
      const made: Array<[string, string, number]> = [];
      for (let i = 0; i < 9; i++) {
        const post = (
          await ok('POST', '/api/blog/admin', {
            title: `Paged ${i}`,
            slug: `paged-${i}`,
            content: '<p>x</p>',
          })
        ).post;
        made.push(['blog', 'blog_posts', post.id]);
        const h = (await ok('POST', '/api/hero/admin', { ...hero, title: `Hero ${i}`, order_pos: 10 + i }))
          .hero;
        made.push(['hero', 'heroes', h.id]);
      }
      for (const [resource, , id] of made)
        await ok('DELETE', `/api/${resource === 'blog' ? 'blog' : 'hero'}/admin/${id}`);
      // Several deleted at the same instant, across resources: the cursor still tells them apart.
      for (const [, table, id] of made.filter((_, i) => i % 3 !== 0))
        await t.app.db
          .updateTable(table as 'heroes')
          .set({ deleted_at: '2026-11-01T12:00:00.000Z' })
          .where('id', '=', id)
          .execute();

      const whole = await trash();
      expect(whole).toHaveLength(made.length);
      const walk = async (query: string) => {
        const seen: TrashItem[] = [];
        let cursor: string | null = null;
        do {
          const page: { items: TrashItem[]; next_cursor: string | null } = await ok(
            'GET',
            `/api/admin/trash?${query}${cursor ? `&cursor=${cursor}` : ''}`,
          );
          expect(page.items.length).toBeLessThanOrEqual(Number(new URLSearchParams(query).get('limit')));
          seen.push(...page.items);
          cursor = page.next_cursor;
        } while (cursor);
        return seen.map((item) => `${item.resource}:${item.id}`);
      };
      const order = whole.map((item) => `${item.resource}:${item.id}`);
      expect(await walk('limit=4')).toEqual(order);
      expect(await walk('limit=1')).toEqual(order);
      expect(await walk('resource=hero&limit=5')).toEqual(order.filter((key) => key.startsWith('hero:')));
      // The shared instant, newest first: blog before hero, then newest id first.
      const tied = whole.filter((item) => item.deleted_at === '2026-11-01T12:00:00.000Z');
      expect(tied.map((item) => item.resource)).toEqual([...tied.map((item) => item.resource)].sort());
      const wholeAnswer = await ok('GET', '/api/admin/trash');
      expect(wholeAnswer.next_cursor).toBeNull();

      for (const [query, error] of [
        ['cursor=nonsense&limit=2', 'cursor: not one this server made'],
        ['limit=0', 'limit must be between 1 and 100'],
        ['limit=101', 'limit must be between 1 and 100'],
      ] as const) {
        const res = await call('GET', `/api/admin/trash?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error, query).toContain(error);
      }
      await ok('DELETE', '/api/admin/trash');
    });

    it('moves a deleted hero to the trash: gone from public and admin reads at once, back in its place on restore', async () => {
      await t.app.db.deleteFrom('heroes').execute();
      const a = (await ok('POST', '/api/hero/admin', { ...hero, title: 'A', order_pos: 0 })).hero;
      const b = (await ok('POST', '/api/hero/admin', { ...hero, title: 'B', order_pos: 1 })).hero;
      const c = (await ok('POST', '/api/hero/admin', { ...hero, title: 'C', order_pos: 2 })).hero;
      // The public list is cached now.
      expect((await call('GET', '/api/hero')).json().map((h: { title: string }) => h.title)).toEqual([
        'A',
        'B',
        'C',
      ]);

      const deleted = await call('DELETE', `/api/hero/admin/${b.id}`);
      expect(deleted.json()).toEqual({ ok: true });
      expect((await call('GET', '/api/hero')).json().map((h: { title: string }) => h.title)).toEqual([
        'A',
        'C',
      ]);
      expect((await ok('GET', '/api/hero/admin')).map((h: { id: number }) => h.id)).toEqual([a.id, c.id]);
      expect((await call('GET', `/api/hero/admin/${b.id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/hero/admin/${b.id}`, { title: 'X' })).statusCode).toBe(404);

      const items = await trash(undefined, 'hero');
      expect(items).toEqual([
        {
          resource: 'hero',
          id: b.id,
          title: 'B',
          deleted_at: expect.any(String),
          deleted_by: 'tester',
          purge_at: new Date(Date.parse(items[0]?.deleted_at as string) + 30 * DAY_MS).toISOString(),
        },
      ]);

      await ok('POST', `/api/admin/trash/hero/${b.id}/restore`);
      expect((await call('GET', '/api/hero')).json().map((h: { title: string }) => h.title)).toEqual([
        'A',
        'B',
        'C',
      ]);
      expect(await trash(undefined, 'hero')).toEqual([]);
      const again = await call('POST', `/api/admin/trash/hero/${b.id}/restore`);
      expect(again.statusCode).toBe(404);
      expect(again.json().error).toBe('This item is not in the trash');
    });

    it('keeps a trashed post’s slug taken, and deletes it permanently with its history', async () => {
      const post = (
        await ok('POST', '/api/blog/admin', {
          title: 'Gone',
          slug: 'gone-post',
          content: '<p>x</p>',
          published: true,
        })
      ).post;
      await ok('DELETE', `/api/blog/admin/${post.id}`);
      expect((await call('GET', '/api/blog/slug/gone-post')).statusCode).toBe(404);
      expect((await call('GET', '/api/blog')).json().some((p: { id: number }) => p.id === post.id)).toBe(
        false,
      );
      const taken = await call('POST', '/api/blog/admin', {
        title: 'Again',
        slug: 'gone-post',
        content: '<p>y</p>',
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe(
        'slug: a blog post with this slug already exists. It is in the trash: restore it from there, or delete it permanently first',
      );

      await ok('DELETE', `/api/admin/trash/blog/${post.id}`);
      expect(await history('blog', post.id)).toEqual([]);
      expect((await trash()).some((item) => item.id === post.id && item.resource === 'blog')).toBe(false);
      // The slug is free again.
      await ok('POST', '/api/blog/admin', { title: 'Again', slug: 'gone-post', content: '<p>y</p>' });
    });

    it('purges after TRASH_DAYS on the sweep, with the uploads nothing else uses', async () => {
      const folder = join(t.config.uploadsDir, 'banners');
      mkdirSync(folder, { recursive: true });
      for (const name of ['only.png', 'shared.png']) writeFileSync(join(folder, name), 'png');
      const only = (
        await ok('POST', '/api/banner/admin', { image_url: '/uploads/banners/only.png', alt_text: 'Only' })
      ).banner;
      const shared = (
        await ok('POST', '/api/banner/admin', {
          image_url: '/uploads/banners/shared.png',
          alt_text: 'Shared',
        })
      ).banner;
      await ok('POST', '/api/banner/admin', {
        image_url: '/uploads/banners/shared.png',
        alt_text: 'Still here',
      });
      await ok('DELETE', `/api/banner/admin/${only.id}`);
      await ok('DELETE', `/api/banner/admin/${shared.id}`);

      // 29 days on: still in the trash.
      expect((await t.app.history.sweep(Date.now() + 29 * DAY_MS)).purged).toBe(0);
      expect((await trash(undefined, 'banner')).map((item) => item.id).sort()).toEqual(
        [only.id, shared.id].sort(),
      );
      const swept = await t.app.history.sweep(Date.now() + 31 * DAY_MS);
      expect(swept.purged).toBeGreaterThanOrEqual(2);
      expect(await trash(undefined, 'banner')).toEqual([]);
      expect(existsSync(join(folder, 'only.png'))).toBe(false);
      expect(existsSync(join(folder, 'shared.png'))).toBe(true);
    });

    it('shows each role the history and trash of what it may change, and empties only that', async () => {
      const editor = await addUser(t, 'history-editor', 'editor');
      const support = await addUser(t, 'history-support', 'support');
      const faq = (await ok('POST', '/api/faq/admin', { question: 'Who?', answer: '<p>Us.</p>' })).faq;
      const member = await ok('POST', '/api/admin/support', {
        uuid: '6f1f7a52-7a0f-4d8c-9a1e-1b2c3d4e5f62',
        languages: 'en',
      });
      await ok('DELETE', `/api/faq/admin/${faq.id}`);
      await ok('DELETE', `/api/admin/support/${member.id}`);

      const bySupport = await trash(support.auth);
      expect(bySupport.map((item) => item.resource)).toEqual(['support']);
      expect(bySupport[0]).toMatchObject({ id: member.id, title: '6f1f7a52-7a0f-4d8c-9a1e-1b2c3d4e5f62' });
      expect((await call('GET', '/api/admin/trash?resource=faq', undefined, support.auth)).statusCode).toBe(
        403,
      );
      const siteHistory = await call(
        'GET',
        '/api/admin/revisions?resource=site_settings',
        undefined,
        editor.auth,
      );
      expect(siteHistory.statusCode).toBe(403);
      expect(siteHistory.json().error).toBe('Your role (editor) cannot change site settings');

      // The support member empties the trash: their member goes, the FAQ entry stays.
      expect((await ok('DELETE', '/api/admin/trash', undefined, support.auth)).deleted).toBe(1);
      expect((await trash()).some((item) => item.resource === 'faq' && item.id === faq.id)).toBe(true);
      expect((await trash()).some((item) => item.resource === 'support')).toBe(false);
    });

    it('keeps one autosave per post beside it, never in the list, dropped when the post is saved', async () => {
      const post = (
        await ok('POST', '/api/blog/admin', { title: 'Draft', slug: 'draft-a', content: '<p>a</p>' })
      ).post;
      const body = { resource: 'blog', id: post.id, data: { title: 'Draft', content: '<p>ab</p>' } };
      await ok('POST', '/api/admin/revisions/autosave', body);
      const saved = (
        await ok('POST', '/api/admin/revisions/autosave', { ...body, data: { content: '<p>abc</p>' } })
      ).revision as Revision;
      expect(saved.action).toBe('autosave');
      const autosaves = (await ok('GET', `/api/admin/revisions?resource=blog&id=${post.id}&autosave=1`))
        .revisions;
      expect(autosaves).toEqual([saved]);
      expect((await detail(saved.id)).data).toEqual({ content: '<p>abc</p>' });
      expect((await history('blog', post.id)).map((r) => r.action)).toEqual(['create']);
      // The post itself is unchanged.
      expect((await ok('GET', `/api/blog/admin/${post.id}`)).post.content).toBe('<p>a</p>');
      await ok('PUT', `/api/blog/admin/${post.id}`, { content: '<p>abc</p>' });
      expect(
        (await ok('GET', `/api/admin/revisions?resource=blog&id=${post.id}&autosave=1`)).revisions,
      ).toEqual([]);

      // Autosaves sent at once each answer the autosave they wrote; one is kept.
      const burst = await Promise.all(
        ['<p>1</p>', '<p>2</p>', '<p>3</p>'].map((content) =>
          call('POST', '/api/admin/revisions/autosave', { ...body, data: { content } }),
        ),
      );
      expect(burst.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      expect(
        (await ok('GET', `/api/admin/revisions?resource=blog&id=${post.id}&autosave=1`)).revisions,
      ).toHaveLength(1);
      // A post that is not there, or is in the trash, keeps none.
      const missing = await call('POST', '/api/admin/revisions/autosave', { ...body, id: 999_999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error).toBe('Nothing to autosave: this record does not exist or is in the trash');
      await ok('DELETE', `/api/blog/admin/${post.id}`);
      expect((await call('POST', '/api/admin/revisions/autosave', body)).statusCode).toBe(404);
    });
  },
  { REVISIONS_KEEP: '3', REVISIONS_DAYS: '10' },
);
