import type { AddressInfo } from 'node:net';
import { CONTENT_FORMAT, ContentExport, contentTypes } from '@land-office/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import type { AnyDb } from '../../backup/tables.js';
import type { Db } from '../../db/index.js';
import { describeEachDb, startTestApp } from '../../test/app.js';
import { createTestDatabase } from '../../test/pg-database.js';
import { retryUntil } from '../../test/retry-until.js';
import { EXPORT_BATCH, exportDocument } from './sections.js';

const at = '2026-11-20T10:00:00.000Z';

/** `count` posts of `size` characters of text each, every seventh in the trash. */
async function writePosts(db: Db, count: number, size: number) {
  const body = `<p>${'The bay at dawn. '.repeat(Math.ceil(size / 17)).slice(0, size)}</p>`;
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Post ${i}`,
    slug: `post-${i}`,
    excerpt: i % 3 ? null : `Excerpt ${i}`,
    content: body,
    published: i % 2 === 0,
    noindex: false,
    created_at: at,
    updated_at: at,
    deleted_at: i % 7 === 6 ? at : null,
  }));
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('blog_posts')
      .values(rows.slice(i, i + 100))
      .execute();
}

/**
 * The export file as a reader of the database would make it, all at once: each content type's
 * live records in list order, the live members, the settings, encoded through ContentExport.
 */
async function readWhole(db: Db, exportedAt: string) {
  const file: Record<string, unknown> = { format: CONTENT_FORMAT, exported_at: exportedAt };
  for (const type of contentTypes) {
    let query = (db as unknown as AnyDb)
      .selectFrom(type.table)
      .select(Object.keys(type.fields))
      .where('deleted_at', 'is', null);
    query = type.ordered ? query.orderBy('order_pos').orderBy('id') : query.orderBy('id');
    file[type.transfer.section] = await query.execute();
  }
  const members = await db
    .selectFrom('support_members')
    .select(['uuid', 'languages', 'roles', 'is_active'])
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  file.support_members = members.map((m) => ({ ...m, roles: m.roles ? m.roles.split(',') : [] }));
  const settings = await db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute();
  file.settings = Object.fromEntries(settings.map((s) => [s.key, JSON.parse(s.value)]));
  return JSON.stringify(z.encode(ContentExport, file as ContentExport));
}

describeEachDb('content export of more than one batch', (t) => {
  const posts = EXPORT_BATCH * 2 + 50;

  beforeAll(async () => {
    await writePosts(t.app.db, posts, 1000);
    // Menu items sharing places, so the list order (place, then id) decides between them.
    for (const [i, order_pos] of [2, 0, 2, 1, 0, 2, 1].entries())
      expect(
        (await t.admin('POST', '/api/menu/admin', { label: `Menu ${i}`, url: '/m', order_pos })).statusCode,
      ).toBe(200);
    expect((await t.admin('PUT', '/api/site-settings/admin', { site_title: 'Bay Estates' })).statusCode).toBe(
      200,
    );
  });

  it('streams the same file a whole read makes: every live post once, in order, and it imports back', async () => {
    const res = await t.admin('GET', '/api/admin/content/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="land-office-content-/);
    const file = res.json();
    expect(res.body).toBe(await readWhole(t.app.db, file.exported_at));
    const live = Array.from({ length: posts }, (_, i) => i).filter((i) => i % 7 !== 6);
    expect(file.blog_posts.map((p: { slug: string }) => p.slug)).toEqual(live.map((i) => `post-${i}`));
    expect(file.menu_items.map((m: { label: string }) => m.label)).toEqual([
      'Menu 1',
      'Menu 4',
      'Menu 3',
      'Menu 6',
      'Menu 0',
      'Menu 2',
      'Menu 5',
    ]);

    const target = await startTestApp(t.dialect);
    try {
      const imported = await target.admin('POST', '/api/admin/content/import', file);
      expect(imported.statusCode).toBe(200);
      const again = await target.admin('GET', '/api/admin/content/export');
      const { exported_at: _at, ...content } = file;
      expect(again.json()).toEqual({ ...content, exported_at: again.json().exported_at });
    } finally {
      await target.stop();
    }
  });

  it('reads in batches of any size the same file, ties in a list order included', async () => {
    const exportedAt = new Date().toISOString();
    let text = '';
    for await (const piece of exportDocument(t.app.db, { emails: false, exportedAt, batchSize: 2 }))
      text += piece;
    expect(text).toBe(await readWhole(t.app.db, exportedAt));
  });
});

// Over a real socket, with a database of its own that can be made to refuse connections.
describe.skipIf(!inject('postgres'))('content export while PostgreSQL goes away [postgres]', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let t: Awaited<ReturnType<typeof startTestApp>>;
  let url = '';
  let authorization = '';

  beforeAll(async () => {
    database = await createTestDatabase();
    t = await startTestApp('postgres', { DATABASE_URL: database.url, DATABASE_SCHEMA: '' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/admin/content/export`;
    authorization = await t.auth();
    // 30 MB of posts: more than the socket's buffers hold, so the export waits on its reader.
    await writePosts(t.app.db, 3000, 10_000);
  }, 60_000);
  afterAll(async () => {
    await t?.stop();
    await database?.drop();
  });

  it('breaks the connection when the database fails mid-export, and answers 503 when it is down from the start', async () => {
    const res = await fetch(url, { headers: { authorization } });
    expect(res.status).toBe(200);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value).startsWith(`{"format":"${CONTENT_FORMAT}"`)).toBe(true);

    await database.refuseConnections();
    let received = first.value?.length ?? 0;
    const ending = await (async () => {
      for (;;) {
        const next = await reader.read();
        if (next.done) return 'the end of a whole file';
        received += next.value.length;
      }
    })().catch((err: Error) => `broken: ${err.message}`);
    expect(ending).toMatch(/^broken/);
    expect(received).toBeLessThan(30_000_000);

    const down = await fetch(url, { headers: { authorization } });
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toEqual({
      error: 'The database is unavailable, try again shortly',
      code: 'unavailable',
    });

    await database.allowConnections();
    const back = await retryUntil(
      () => fetch(url, { headers: { authorization } }),
      (r) => r.status === 200,
      5000,
      100,
    );
    expect((await back.json()).blog_posts).toHaveLength(3000 - Math.floor(3000 / 7));
  }, 60_000);
});
