import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { KEY_FILE } from '../../lib/secret-box.js';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { addUser } from '../../test/users.js';

const HOUR_MS = 3_600_000;

// Issue "Publishing" §2: a signed link to one record as it is now, for PREVIEW_HOURS.
describeEachDb(
  'preview links',
  (t) => {
    afterEach(() => vi.useRealTimers());
    const link = async (payload: object, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/preview',
        headers: { authorization: authorization ?? (await t.auth()) },
        payload,
      });
    const open = (url: string, app = t.app) => app.inject({ method: 'GET', url: new URL(url).pathname });

    it('shows a draft post to anyone with the link, as it is now, never cached, and not after PREVIEW_HOURS', async () => {
      // The real time, on the hour: sessions signed in before the fake clock must not look idle.
      const start = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/blog/admin',
        headers: { authorization: await t.auth() },
        payload: {
          title: 'Winter sale',
          slug: 'winter-sale-preview',
          content: '<p>Soon</p>',
          published: false,
        },
      });
      const post = created.json().post;
      // A draft: not public.
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/blog/slug/winter-sale-preview' })).statusCode,
      ).toBe(404);

      const made = await link({ resource: 'blog', id: post.id });
      expect(made.statusCode, made.body).toBe(200);
      const { url, expires_at } = made.json();
      expect(url).toMatch(/^http:\/\/[^/]+\/api\/preview\/[\w-]+\.[\w-]{43}$/);
      expect(expires_at).toBe(new Date(start + 12 * HOUR_MS).toISOString());

      const seen = await open(url);
      expect(seen.statusCode).toBe(200);
      expect(seen.headers['cache-control']).toBe('private, no-store');
      expect(seen.headers['x-robots-tag']).toBe('noindex');
      expect(seen.json()).toMatchObject({
        resource: 'blog',
        id: post.id,
        record: { title: 'Winter sale', published: false, content: '<p>Soon</p>' },
      });

      // The record as it is now, not as it was when the link was made.
      await t.app.inject({
        method: 'PUT',
        url: `/api/blog/admin/${post.id}`,
        headers: { authorization: await t.auth() },
        payload: { title: 'Winter sale: 30% off' },
      });
      expect((await open(url)).json().record.title).toBe('Winter sale: 30% off');

      // A second instance (another process, same database) honours it: the signing key is shared,
      // sealed under the installation's key, which every instance has (here the first one's file).
      const other = await startTestApp(t.dialect, {
        PREVIEW_HOURS: '12',
        ...(t.dialect === 'postgres'
          ? {
              DATABASE_SCHEMA: t.config.databaseSchema as string,
              SECRET_KEY: readFileSync(join(t.config.dataDir, KEY_FILE), 'utf8').trim(),
            }
          : { DATA_DIR: t.config.dataDir }),
      });
      try {
        expect((await open(url, other.app)).statusCode).toBe(200);
      } finally {
        await other.app.close();
      }

      vi.setSystemTime(start + 12 * HOUR_MS - 1000);
      expect((await open(url)).statusCode).toBe(200);
      vi.setSystemTime(start + 12 * HOUR_MS);
      const expired = await open(url);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().error).toBe(
        'This preview link is not valid, has expired, or its content was deleted',
      );
    });

    it('answers 404 to a tampered or malformed link, and once its record is in the trash', async () => {
      const banner = (
        await t.app.inject({
          method: 'POST',
          url: '/api/banner/admin',
          headers: { authorization: await t.auth() },
          payload: { image_url: '/uploads/banners/a.png', alt_text: 'Sale', is_active: false },
        })
      ).json().banner;
      const made = await link({ resource: 'banner', id: banner.id });
      expect(made.statusCode, made.body).toBe(200);
      const { url } = made.json();
      expect((await open(url)).json().record).toMatchObject({ id: banner.id, is_active: false });

      const token = new URL(url).pathname.split('/').at(-1) ?? '';
      const [payload, signature] = token.split('.') as [string, string];
      // Another record's id under the same signature.
      const forged = Buffer.from(
        Buffer.from(payload, 'base64url').toString().replace(/:\d+:/, ':987654:'),
      ).toString('base64url');
      const base = url.slice(0, url.lastIndexOf('/') + 1);
      for (const bad of [
        `${forged}.${signature}`,
        // The last character changed (to another: a signature may end with A already).
        `${payload}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'E' : 'A'}`,
        `${payload}.${'A'.repeat(43)}`,
        'not-a-token',
        `${payload}.${signature}.x`,
        'x'.repeat(90),
      ]) {
        const res = await open(`${base}${bad}`);
        expect(res.statusCode, bad).toBe(404);
      }

      await t.app.inject({
        method: 'DELETE',
        url: `/api/banner/admin/${banner.id}`,
        headers: { authorization: await t.auth() },
      });
      expect((await open(url)).statusCode).toBe(404);
    });

    it('links only records that are there, of a type with a preview, for a role that may change it', async () => {
      expect((await link({ resource: 'blog', id: 999_999 })).statusCode).toBe(404);
      const none = await link({ resource: 'site_settings', id: 1 });
      expect(none.statusCode).toBe(404);
      expect(none.json().error).toBe('"site_settings" has no preview');
      const faq = (
        await t.app.inject({
          method: 'POST',
          url: '/api/faq/admin',
          headers: { authorization: await t.auth() },
          payload: { question: 'Preview?', answer: '<p>Yes</p>' },
        })
      ).json().faq;
      const support = await addUser(t, 'preview-support', 'support');
      const refused = await link({ resource: 'faq', id: faq.id }, support.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toMatch(/^Your role \(support\) cannot /);
      expect((await link({ resource: 'faq', id: 0 })).statusCode).toBe(400);
    });
  },
  { PREVIEW_HOURS: '12' },
);
