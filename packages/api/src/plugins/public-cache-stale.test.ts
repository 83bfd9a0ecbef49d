import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import errorsPlugin from './errors.js';
import publicCache from './public-cache.js';

type App = FastifyInstance;
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

const DOWN = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** Reads `/:name` answer `bodies[name]`, or throw `failure` while it is set. */
async function appWith(options: { maxBytes?: number; staleMs: number }, bodies: Record<string, string>) {
  const app: App = Fastify();
  apps.push(app);
  let now = 0;
  app.decorate('clock', () => now);
  await app.register(errorsPlugin);
  await app.register(publicCache, options);
  const state: { failure?: Error; loads: number } = { loads: 0 };
  app.get<{ Params: { name: string } }>('/:name', (req, reply) =>
    app.publicCache.reply(req, reply, req.params.name, async () => {
      state.loads++;
      if (state.failure) throw state.failure;
      return bodies[req.params.name];
    }),
  );
  return { app, state, later: (ms: number) => (now += ms) };
}

describe('public cache, bodies kept aside by a write', () => {
  it('answers the body from before the write while the database is down, for staleMs, never for a bug', async () => {
    const { app, state, later } = await appWith({ staleMs: 1000 }, { a: 'before' });
    expect((await app.inject({ url: '/a' })).json()).toBe('before');
    app.publicCache.invalidate(['a']);
    state.failure = DOWN;
    later(999);
    const stale = await app.inject({ url: '/a' });
    expect([stale.statusCode, stale.json(), stale.headers.warning]).toEqual([
      200,
      'before',
      '110 - "Response is Stale"',
    ]);
    state.failure = new TypeError('a bug');
    expect((await app.inject({ url: '/a' })).statusCode).toBe(500);
    state.failure = DOWN;
    later(1);
    expect((await app.inject({ url: '/a' })).statusCode).toBe(503);

    // PUBLIC_STALE_SECONDS=0: nothing is kept.
    const off = await appWith({ staleMs: 0 }, { a: 'before' });
    await off.app.inject({ url: '/a' });
    off.app.publicCache.invalidate(['a']);
    off.state.failure = DOWN;
    expect((await off.app.inject({ url: '/a' })).statusCode).toBe(503);
  });

  it('counts kept bodies within its size, and drops them first', async () => {
    const bodies = { a: 'a'.repeat(200), b: 'b'.repeat(200), c: 'c'.repeat(200) };
    // Room for two such entries (some 1.2 KB each with their headers), not three.
    const { app, state } = await appWith({ maxBytes: 3000, staleMs: 60_000 }, bodies);
    await app.inject({ url: '/a' });
    await app.inject({ url: '/b' });
    app.publicCache.invalidate(['a']);
    await app.inject({ url: '/c' }); // no room for three: a's kept body, used least recently, goes
    await app.inject({ url: '/b' });
    expect(state.loads).toBe(3); // b stayed
    state.failure = DOWN;
    expect((await app.inject({ url: '/a' })).statusCode).toBe(503);
    app.publicCache.invalidate(['b']);
    expect((await app.inject({ url: '/b' })).json()).toBe(bodies.b);
  });
});
