import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedCodings } from './cached-body.js';
import publicCache from './public-cache.js';
import securityHeaders from './security-headers.js';

async function appWith(body: unknown) {
  const app = Fastify();
  await app.register(publicCache);
  const loads = { count: 0 };
  app.get('/list', (req, reply) =>
    app.publicCache.reply(req, reply, 'list', async () => {
      loads.count++;
      return body;
    }),
  );
  return { app, loads };
}

describe('public cache', () => {
  it('gzips a large body once, for clients that accept it, with its own ETag and 304', async () => {
    const items = Array.from({ length: 200 }, (_, i) => ({
      id: i,
      title: `Post number ${i}`,
      published: true,
    }));
    const { app, loads } = await appWith(items);
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(items);

    const zipped = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(items);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);

    const revalidated = await app.inject({
      url: '/list',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': zipped.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    // The gzip variant's tag does not validate the plain body.
    const other = await app.inject({
      url: '/list',
      headers: { 'if-none-match': zipped.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
    expect(loads.count).toBe(1);
  });

  it('serves brotli to clients that accept br once it is made, gzip until then', async () => {
    const items = Array.from({ length: 600 }, (_, i) => ({ id: i, title: `Waterfront parcel ${i}` }));
    const { app, loads } = await appWith(items);
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await app.inject({ url: '/list', headers: browser });
    expect(first.headers['content-encoding']).toBe('gzip');
    let res = first;
    for (let i = 0; i < 100 && res.headers['content-encoding'] !== 'br'; i++) {
      await new Promise((r) => setTimeout(r, 10));
      res = await app.inject({ url: '/list', headers: browser });
    }
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(items);
    expect(res.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(res.headers.etag).not.toBe(first.headers.etag);
    const again = await app.inject({
      url: '/list',
      headers: { ...browser, 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    // br refused: gzip; nothing accepted: the JSON itself.
    const noBr = await app.inject({ url: '/list', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBr.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(items);
    expect(loads.count).toBe(1);
  });

  it('keeps to gzip below 16 KB, where brotli would save little for its CPU', async () => {
    const items = Array.from({ length: 100 }, (_, i) => ({ id: i, title: `Parcel ${i}` }));
    const { app } = await appWith(items);
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    await app.inject({ url: '/list', headers: browser });
    await new Promise((r) => setTimeout(r, 200));
    const res = await app.inject({ url: '/list', headers: browser });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends a small body as it is', async () => {
    const { app } = await appWith([{ id: 1 }]);
    const res = await app.inject({ url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual([{ id: 1 }]);
  });

  it('answers each read once: no "Reply was already sent" or headers-sent error in the log', async () => {
    // The app's own async onSend hooks run between the cache's send and the handler's end; a
    // handler that let its promise settle before the reply did made Fastify send a second time.
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    await app.register(securityHeaders);
    await app.register(publicCache);
    const load = async () => Array.from({ length: 100 }, (_, id) => ({ id, title: `Parcel ${id}` }));
    app.get('/plain', (req, reply) => app.publicCache.reply(req, reply, 'plain', load));
    app.get('/awaited', async (req, reply) => app.publicCache.reply(req, reply, 'awaited', load));
    for (const url of ['/plain', '/awaited']) {
      for (const headers of [{}, { 'accept-encoding': 'gzip' }, {}]) {
        const res = await app.inject({ url, headers });
        expect(res.statusCode).toBe(200);
      }
    }
    await app.close();
    expect(lines).toEqual([]);
  });

  it('answers hits with the headers of any answer: security headers, length, and HEAD without a body', async () => {
    // Hits go through Fastify's onSend hooks like any answer: the security headers come from theirs.
    const items = Array.from({ length: 100 }, (_, id) => ({ id, title: `Parcel ${id}` }));
    const { app } = await appWith(items);
    await app.register(securityHeaders);
    const gzip = { 'accept-encoding': 'gzip' };
    const miss = await app.inject({ url: '/list', headers: gzip });
    const hit = await app.inject({ url: '/list', headers: gzip });
    const notModified = await app.inject({
      url: '/list',
      headers: { ...gzip, 'if-none-match': hit.headers.etag as string },
    });
    const head = await app.inject({ method: 'HEAD', url: '/list', headers: gzip });
    for (const res of [miss, hit, notModified, head]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.headers.etag).toBe(miss.headers.etag);
    }
    expect(hit.statusCode).toBe(200);
    expect(hit.rawPayload).toEqual(miss.rawPayload);
    expect(Number(hit.headers['content-length'])).toBe(hit.rawPayload.length);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(hit.headers['content-length']);
  });

  it('logs each cached read as a completed request, with its status', async () => {
    const lines: Array<{ msg?: string; res?: { statusCode?: number } }> = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    await app.register(publicCache);
    app.get('/list', (req, reply) => app.publicCache.reply(req, reply, 'list', async () => [{ id: 1 }]));
    const first = await app.inject({ url: '/list' });
    await app.inject({ url: '/list' });
    await app.inject({ url: '/list', headers: { 'if-none-match': first.headers.etag as string } });
    await app.close();
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed.map((line) => line.res?.statusCode)).toEqual([200, 200, 304]);
  });

  it('answers a failed build with the error handler, and builds again on the next read', async () => {
    const app = Fastify();
    await app.register(publicCache);
    let fail = true;
    app.get('/list', (req, reply) =>
      app.publicCache.reply(req, reply, 'list', async () => {
        if (fail) throw Object.assign(new Error('Blog post not found'), { statusCode: 404 });
        return [{ id: 1 }];
      }),
    );
    const missing = await app.inject({ url: '/list' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Blog post not found' });
    fail = false;
    const found = await app.inject({ url: '/list' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([{ id: 1 }]);
  });

  it('drops only the scopes a write route names, everything for one that names none, nothing for []', async () => {
    const app = Fastify();
    await app.register(publicCache);
    const data = { blog: 'first post', support: 'offline' };
    const loads = { blog: 0, support: 0 };
    for (const [url, key, name] of [
      ['/blog', 'blog', 'blog'],
      ['/blog/slug/first', 'blog/slug/first', 'blog'],
      ['/support', 'support', 'support'],
    ] as const)
      app.get(url, (req, reply) =>
        app.publicCache.reply(req, reply, key, async () => {
          loads[name]++;
          return data[name];
        }),
      );
    app.post('/status', { config: { invalidates: ['support'] } }, async () => ({ ok: true }));
    app.post('/login', { config: { invalidates: [] } }, async () => ({ ok: true }));
    app.post('/import', async () => ({ ok: true }));
    app.post('/refused', { config: { invalidates: ['blog'] } }, async (_req, reply) =>
      reply.code(400).send({}),
    );
    const readAll = async () =>
      Promise.all(
        ['/blog', '/blog/slug/first', '/support'].map(async (url) => (await app.inject({ url })).json()),
      );

    expect(await readAll()).toEqual(['first post', 'first post', 'offline']);
    data.blog = 'renamed';
    data.support = 'online';
    await app.inject({ method: 'POST', url: '/status' });
    // The support list is read again; the blog's two pages stay as cached.
    expect(await readAll()).toEqual(['first post', 'first post', 'online']);
    expect(loads).toEqual({ blog: 2, support: 2 });
    await app.inject({ method: 'POST', url: '/login' });
    await app.inject({ method: 'POST', url: '/refused' });
    expect(await readAll()).toEqual(['first post', 'first post', 'online']);
    await app.inject({ method: 'POST', url: '/import' });
    expect(await readAll()).toEqual(['renamed', 'renamed', 'online']);
    expect(loads).toEqual({ blog: 4, support: 3 });
  });

  it('does not keep a body built across a write to its scope, but keeps one built across another', async () => {
    const app = Fastify();
    await app.register(publicCache);
    let version = 1;
    let release = () => {};
    app.get('/blog', (req, reply) =>
      app.publicCache.reply(req, reply, 'blog', async () => {
        const seen = version;
        await new Promise<void>((r) => {
          release = r;
        });
        return { version: seen };
      }),
    );
    const slowRead = async (during: () => void) => {
      const answer = app.inject({ url: '/blog' });
      await new Promise((r) => setImmediate(r));
      during();
      release();
      return (await answer).json();
    };
    // A support write while the blog list is built: the list is kept.
    expect(await slowRead(() => app.publicCache.invalidate(['support']))).toEqual({ version: 1 });
    version = 2;
    expect((await app.inject({ url: '/blog' })).json()).toEqual({ version: 1 });
    // A blog write while it is built: that answer goes out, but the next read builds again.
    app.publicCache.invalidate(['blog']);
    expect(await slowRead(() => app.publicCache.invalidate(['blog']))).toEqual({ version: 2 });
    version = 3;
    expect(await slowRead(() => {})).toEqual({ version: 3 });

    // A reader that comes after a write does not join a build that started before it.
    app.publicCache.invalidate(['blog']);
    const early = app.inject({ url: '/blog' });
    await new Promise((r) => setImmediate(r));
    const releaseEarly = release;
    version = 4;
    app.publicCache.invalidate(['blog']);
    const late = app.inject({ url: '/blog' });
    await new Promise((r) => setImmediate(r));
    releaseEarly();
    release();
    expect((await early).json()).toEqual({ version: 3 });
    expect((await late).json()).toEqual({ version: 4 });
  });

  it('keeps a body of its own content type as it is, with its gzip copy, ETag and 304', async () => {
    const app = Fastify();
    await app.register(publicCache);
    const xml = `<?xml version="1.0"?><urlset>${'<url><loc>https://example.com/a</loc></url>'.repeat(60)}</urlset>`;
    const type = 'application/xml; charset=utf-8';
    app.get('/sitemap.xml', (req, reply) =>
      app.publicCache.reply(req, reply, 'sitemap', async () => xml, { contentType: type }),
    );
    app.get('/bytes', (req, reply) =>
      app.publicCache.reply(req, reply, 'bytes', async () => Buffer.from('<a/>'), { contentType: type }),
    );
    app.get('/wrong', (req, reply) =>
      app.publicCache.reply(req, reply, 'wrong', async () => ({ not: 'text' }), { contentType: type }),
    );
    const plain = await app.inject({ url: '/sitemap.xml' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe(type);
    expect(plain.body).toBe(xml);
    const zipped = await app.inject({ url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe(type);
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(xml);
    const revalidated = await app.inject({
      url: '/sitemap.xml',
      headers: { 'if-none-match': plain.headers.etag as string },
    });
    expect(revalidated.statusCode).toBe(304);
    const bytes = await app.inject({ url: '/bytes' });
    expect([bytes.body, bytes.headers['content-type']]).toEqual(['<a/>', type]);
    // Anything but text or bytes is a bug in the route, not a body to guess at.
    expect((await app.inject({ url: '/wrong' })).statusCode).toBe(500);
  });

  it('drops a body with any scope it depends on beyond its key, however the write comes', async () => {
    const app = Fastify();
    await app.register(publicCache);
    const data = { blog: 'post 1', menu: 'home' };
    let loads = 0;
    /** While set, a build waits for it after reading the data. */
    let hold: Promise<void> | undefined;
    app.get('/sitemap', (req, reply) =>
      app.publicCache.reply(
        req,
        reply,
        'sitemap',
        async () => {
          loads++;
          const seen = `${data.blog}, ${data.menu}`;
          await hold;
          return seen;
        },
        { contentType: 'text/plain', dependsOn: ['blog', 'menu'] },
      ),
    );
    app.post('/menu', { config: { invalidates: ['menu'] } }, async () => ({ ok: true }));
    const read = async () => (await app.inject({ url: '/sitemap' })).body;

    expect(await read()).toBe('post 1, home');
    app.publicCache.invalidate(['support']);
    data.menu = 'home, news';
    expect(await read()).toBe('post 1, home');
    expect(loads).toBe(1);
    // A write through a route that names one of them, and a drop sent by another instance.
    await app.inject({ method: 'POST', url: '/menu' });
    expect(await read()).toBe('post 1, home, news');
    data.blog = 'post 2';
    app.publicCache.invalidateLocal(['blog']);
    expect(await read()).toBe('post 2, home, news');
    expect(loads).toBe(3);

    // A build under way when a scope it reads is written: that reader gets it, nobody else.
    app.publicCache.invalidate(['menu']);
    let open = () => {};
    hold = new Promise((r) => {
      open = r;
    });
    const early = app.inject({ url: '/sitemap' });
    await new Promise((r) => setImmediate(r));
    hold = undefined;
    data.menu = 'home, shop';
    app.publicCache.invalidate(['menu']);
    const late = app.inject({ url: '/sitemap' });
    await new Promise((r) => setImmediate(r));
    open();
    expect((await early).body).toBe('post 2, home, news');
    expect((await late).body).toBe('post 2, home, shop');
    expect(await read()).toBe('post 2, home, shop');
    expect(loads).toBe(5);
  });

  it('reads Accept-Encoding', () => {
    expect(acceptedCodings('gzip, deflate, br')).toEqual({ br: true, gzip: true });
    expect(acceptedCodings('deflate, GZIP;q=0.5')).toEqual({ br: false, gzip: true });
    expect(acceptedCodings('deflate, *')).toEqual({ br: true, gzip: true });
    expect(acceptedCodings('br;q=0, *')).toEqual({ br: false, gzip: true });
    expect(acceptedCodings('gzip;q=0, br')).toEqual({ br: true, gzip: false });
    expect(acceptedCodings('*;q=0')).toEqual({ br: false, gzip: false });
    expect(acceptedCodings('identity')).toEqual({ br: false, gzip: false });
    expect(acceptedCodings(undefined)).toEqual({ br: false, gzip: false });
    // Remembered per header value: the same answer the second time.
    expect(acceptedCodings('gzip, deflate, br')).toEqual({ br: true, gzip: true });
  });
});
