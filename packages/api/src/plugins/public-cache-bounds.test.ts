import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import publicCache from './public-cache.js';

type App = FastifyInstance;
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** An app whose reads `/:name` answer `bodies[name]` through a cache of `maxBytes`, counting loads. */
async function appWith(maxBytes: number, bodies: Record<string, string>) {
  const app: App = Fastify();
  apps.push(app);
  await app.register(publicCache, { maxBytes });
  const loads: Record<string, number> = {};
  app.get<{ Params: { name: string } }>('/:name', (req, reply) =>
    app.publicCache.reply(req, reply, req.params.name, async () => {
      loads[req.params.name] = (loads[req.params.name] ?? 0) + 1;
      return bodies[req.params.name];
    }),
  );
  return { app, loads };
}

const read = async (app: App, url: string) => (await app.inject({ url })).json();

describe('public cache bounds', () => {
  it('keeps bodies up to its size, dropping the least recently read first', async () => {
    const bodies = { a: 'a'.repeat(200), b: 'b'.repeat(200), c: 'c'.repeat(200) };
    // Room for two such entries (some 1.2 KB each with their headers), not three.
    const { app, loads } = await appWith(3000, bodies);
    await read(app, '/a');
    await read(app, '/b');
    await read(app, '/a');
    expect(await read(app, '/c')).toBe(bodies.c);
    expect(loads).toEqual({ a: 1, b: 1, c: 1 });
    // b was read least recently: it went, a stayed.
    expect(await read(app, '/a')).toBe(bodies.a);
    expect(await read(app, '/b')).toBe(bodies.b);
    expect(loads).toEqual({ a: 1, b: 2, c: 1 });
  });

  it('answers a body larger than the whole cache every time, keeping none of it', async () => {
    const big = Array.from({ length: 400 }, (_, i) => `parcel ${i} ${Math.random()}`).join(',');
    const { app, loads } = await appWith(2000, { big });
    for (let i = 0; i < 3; i++) {
      expect(await read(app, '/big')).toBe(big);
      const zipped = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
      expect(zipped.statusCode).toBe(200);
    }
    expect(loads).toEqual({ big: 6 });
  });

  it('makes no new entry for a query parameter the route does not read', async () => {
    const { app, loads } = await appWith(32 * 1024 * 1024, { menu: 'Rentals' });
    for (const query of ['', '?utm_source=mail', '?utm_source=chat', `?pad=${'x'.repeat(8192)}`])
      expect(await read(app, `/menu${query}`)).toBe('Rentals');
    expect(loads).toEqual({ menu: 1 });
  });
});
