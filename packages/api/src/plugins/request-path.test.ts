import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { beforeEach, expect, it } from 'vitest';
import { describeEachDb } from '../test/app.js';

interface Seen {
  hook: 'onRequest' | 'onSend';
  url: string;
  status?: number;
}
const seen: Seen[] = [];

/** A plugin as a newcomer would write one: a hook on every request, and one on every answer. */
const newcomersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, _reply, done) => {
    seen.push({ hook: 'onRequest', url: req.url });
    done();
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    seen.push({ hook: 'onSend', url: req.url, status: reply.statusCode });
    reply.header('x-newcomer', 'seen');
    done(null, payload);
  });
});

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

// Issue "Foundation" §2: every request goes through Fastify's router and hooks, cached or not.
describeEachDb(
  'the request path',
  (t) => {
    beforeEach(() => {
      seen.length = 0;
    });
    const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
    const hooksOf = (url: string) => seen.filter((s) => s.url === url);

    it("runs a plugin's onRequest and onSend hooks for a cached read, an uncached one, a 304 and a 404", async () => {
      await t.admin('POST', '/api/menu/admin', { label: 'Rentals', url: '/rentals', is_active: true });
      const uncached = await get('/api/menu');
      const cached = await get('/api/menu', { 'accept-encoding': 'gzip' });
      const notModified = await get('/api/menu', { 'if-none-match': uncached.headers.etag as string });
      const missing = await get('/api/blog/slug/no-such-post');
      const unrouted = await get('/api/no-such-route');

      expect([uncached, cached, notModified, missing, unrouted].map((r) => r.statusCode)).toEqual([
        200, 200, 304, 404, 404,
      ]);
      // The second read is the first's stored body (one ETag), yet it went through every hook.
      expect(cached.headers.etag).toBe(uncached.headers.etag);
      for (const res of [uncached, cached, notModified, missing, unrouted])
        expect(res.headers['x-newcomer']).toBe('seen');
      expect(hooksOf('/api/menu')).toEqual([
        { hook: 'onRequest', url: '/api/menu' },
        { hook: 'onSend', url: '/api/menu', status: 200 },
        { hook: 'onRequest', url: '/api/menu' },
        { hook: 'onSend', url: '/api/menu', status: 200 },
        { hook: 'onRequest', url: '/api/menu' },
        { hook: 'onSend', url: '/api/menu', status: 304 },
      ]);
      for (const url of ['/api/blog/slug/no-such-post', '/api/no-such-route'])
        expect(hooksOf(url)).toEqual([
          { hook: 'onRequest', url },
          { hook: 'onSend', url, status: 404 },
        ]);
    });

    it('sends the security headers with every kind of answer, none of them kept in the cache', async () => {
      mkdirSync(t.config.uploadsDir, { recursive: true });
      writeFileSync(join(t.config.uploadsDir, 'plan.txt'), 'parcel plan');
      const answers = {
        uncached: await get('/api/faq'),
        cached: await get('/api/faq'),
        'not modified': await get('/api/faq', {
          'if-none-match': (await get('/api/faq')).headers.etag as string,
        }),
        error: await get('/api/blog/slug/no-such-post'),
        refused: await get('/api/menu/admin'),
        'static file': await get('/uploads/plan.txt'),
        'site page': await get('/'),
        'cached site page': await get('/'),
      };
      expect(Object.values(answers).map((r) => r.statusCode)).toEqual([
        200, 200, 304, 404, 401, 200, 200, 200,
      ]);
      for (const [kind, res] of Object.entries(answers))
        expect({ kind, headers: res.headers }).toMatchObject({ kind, headers: SECURITY });
      expect(answers['site page'].headers['content-security-policy']).toBeTruthy();
    });

    it('makes the headers of a cached read per answer, so a later hook can still change them', async () => {
      await get('/api/faq');
      const cached = await get('/api/faq');
      expect(cached.headers['x-frame-options']).toBe('DENY');
      // Were the security headers stored with the body, the hook below could not take this one away.
      const changed = await get('/api/faq', { 'x-drop-frame-options': '1' });
      expect(changed.headers.etag).toBe(cached.headers.etag);
      expect(changed.headers['x-frame-options']).toBeUndefined();
    });
  },
  {},
  {
    prepare: async (app) => {
      await app.register(newcomersPlugin);
      // A later hook that takes a header away shows the cached read's headers are made per answer.
      app.addHook('onSend', (req, reply, payload, done) => {
        if (req.headers['x-drop-frame-options']) reply.removeHeader('x-frame-options');
        done(null, payload);
      });
    },
  },
);
