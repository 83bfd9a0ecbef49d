import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { type Receiver, startReceiver } from '../../test/webhook-receiver.js';

interface Parcel {
  name: string;
  region: string;
  size: string;
  price: string;
}

/** An AcaTech-style page of parcels, as the static source reads it. */
const page = (parcels: Parcel[]) =>
  `<!DOCTYPE html><html><body>${parcels
    .map(
      (p) => `<article class="parcel"><h2 class="parcel-name">${p.name}</h2>
      <span class="parcel-region">${p.region}</span>
      <dl><dd class="parcel-size">${p.size}</dd><dd class="parcel-price">${p.price}</dd></dl></article>`,
    )
    .join('')}</body></html>`;

// A loopback stand-in for a land source whose page the test changes between runs.
let current = '';
let server: Server;
let url = '';
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(current);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rentals/index.html`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const bayside: Parcel = {
  name: 'Bayside Lot',
  region: 'São Paulo Bay',
  size: '4096 m²',
  price: 'L$ 1,500/week',
};
const hilltop: Parcel = {
  name: 'Hilltop Homestead',
  region: 'Tuscany Hills',
  size: '16384 m²',
  price: 'L$ 45,000',
};

// Issue "Listings" §1: each run is remembered; a parcel appears, its price drops, it vanishes for
// three runs and returns, with its history and the events told of each change.
describeEachDb(
  'listings that remember',
  (t) => {
    afterEach(() => vi.useRealTimers());
    const run = async (parcels: Parcel[]) => {
      current = page(parcels);
      const res = await t.admin('POST', '/api/land-scraper/run');
      return res;
    };
    const publicLands = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json() as {
        count: number;
        lands: Array<{ id: number; name: string; is_new: boolean; price_changed: unknown; price_ls: number }>;
      };
    const events = async () =>
      (
        await t.app.db
          .selectFrom('outbox_events')
          .selectAll()
          .where('type', 'like', 'listing.%')
          .orderBy('id')
          .execute()
      ).map(
        (row) =>
          ({ type: row.type, batch: row.batch, ...(JSON.parse(row.payload) as object) }) as {
            type: string;
            batch: string;
            listing: { name: string; price_ls: number };
            returned?: boolean;
            old?: { price_ls: number };
          },
      );

    it('follows a parcel that appears, drops its price, vanishes for three runs and returns', async () => {
      expect(
        (await t.admin('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url })).statusCode,
      ).toBe(200);
      const start = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      expect(
        (await t.admin('PUT', '/api/land-scraper/config', { activeScraper: 'acatech', url })).statusCode,
      ).toBe(200);

      // Run 1: two parcels, both new.
      expect((await run([bayside, hilltop])).statusCode).toBe(200);
      let lands = await publicLands();
      expect(lands.count).toBe(2);
      const first = lands.lands.find((land) => land.name === 'Bayside Lot');
      expect(first).toMatchObject({ is_new: true, price_ls: 1500, price_changed: null });
      const id = first?.id as number;
      expect((await events()).map((e) => [e.type, e.listing.name])).toEqual([
        ['listing.new', 'Bayside Lot'],
        ['listing.new', 'Hilltop Homestead'],
      ]);

      // Run 2, a day later: the bay parcel is cheaper; the same parcel, not a new one.
      vi.setSystemTime(start + 86_400_000);
      await run([{ ...bayside, price: 'L$ 1,250/week' }, hilltop]);
      lands = await publicLands();
      expect(lands.lands.find((land) => land.id === id)).toMatchObject({
        price_ls: 1250,
        price_changed: { old_price_ls: 1500, new_price_ls: 1250, old_period: 'week', new_period: 'week' },
      });
      const repriced = (await events()).at(-1);
      expect(repriced).toMatchObject({
        type: 'listing.price_changed',
        old: { price_ls: 1500 },
        listing: { price_ls: 1250 },
      });

      // Runs 3 and 4 without it: still listed (missed two runs of three).
      for (const day of [2, 3]) {
        vi.setSystemTime(start + day * 86_400_000);
        await run([hilltop]);
      }
      expect((await publicLands()).lands.map((land) => land.id)).toContain(id);
      // Run 5: the third run without it; gone from the public list, told once.
      vi.setSystemTime(start + 4 * 86_400_000);
      await run([hilltop]);
      expect((await publicLands()).lands.map((land) => land.id)).not.toContain(id);
      expect((await events()).filter((e) => e.type === 'listing.gone').map((e) => e.listing.name)).toEqual([
        'Bayside Lot',
      ]);
      const gone = (await t.app.inject({ method: 'GET', url: `/api/available-lands/${id}` })).json();
      expect(gone).toMatchObject({ status: 'gone' });

      // A failed run (the page lists nothing) changes nothing and tells nothing.
      const told = (await events()).length;
      vi.setSystemTime(start + 5 * 86_400_000);
      expect((await run([])).statusCode).toBe(502);
      expect((await events()).length).toBe(told);
      expect((await publicLands()).count).toBe(1);

      // Run 6, eight days after it was first seen: it is back, with its history; no longer new.
      vi.setSystemTime(start + 8 * 86_400_000);
      await run([{ ...bayside, price: 'L$ 1,250/week' }, hilltop]);
      lands = await publicLands();
      expect(lands.lands.find((land) => land.id === id)).toMatchObject({ is_new: false, price_ls: 1250 });
      expect((await events()).at(-1)).toMatchObject({ type: 'listing.new', returned: true });
      const detail = (await t.app.inject({ method: 'GET', url: `/api/available-lands/${id}` })).json();
      expect(detail).toMatchObject({ status: 'active', first_seen: new Date(start).toISOString() });
      expect(detail.prices.map((p: { price_ls: number }) => p.price_ls)).toEqual([1500, 1250]);

      // Each run's events are one batch.
      const batches = new Set((await events()).map((e) => e.batch));
      expect(batches.size).toBe(4);
      for (const batch of batches) expect(batch).toMatch(/^run:\d+$/);
    });

    it('tells scrape.failed at the second same failure of a source in a row, and not at the third', async () => {
      const failed = async () =>
        (
          await t.app.db.selectFrom('outbox_events').selectAll().where('type', '=', 'scrape.failed').execute()
        ).map((row) => JSON.parse(row.payload) as { source: string; error: string; failures: number });
      const before = (await failed()).length;
      expect((await run([])).statusCode).toBe(502);
      expect((await failed()).length).toBe(before);
      expect((await run([])).statusCode).toBe(502);
      expect((await failed()).slice(before)).toEqual([
        expect.objectContaining({
          source: 'acatech',
          failures: 2,
          error: expect.stringMatching(/no listings found/),
        }),
      ]);
      expect((await run([])).statusCode).toBe(502);
      expect((await failed()).length).toBe(before + 1);
      // A good run in between starts the count again.
      await run([bayside, hilltop]);
      await run([]);
      expect((await failed()).length).toBe(before + 1);
    });

    it('tells a Discord channel of a new parcel within the run that found it, one message for the run', async () => {
      const discord: Receiver = await startReceiver();
      try {
        const made = await t.admin('POST', '/api/admin/webhooks', {
          url: discord.url,
          events: ['listing.new', 'listing.gone'],
          format: 'discord',
        });
        expect(made.statusCode, made.body).toBe(200);
        const corner: Parcel = {
          name: 'Corner Plot',
          region: 'Île Verte',
          size: '2048 m²',
          price: 'L$ 600/week',
        };
        await run([bayside, hilltop, corner]);
        await t.app.webhooks.flush();
        expect(discord.received).toHaveLength(1);
        const body = JSON.parse(discord.received[0]?.body ?? '{}') as {
          embeds: Array<{ title?: string; fields?: Array<{ value: string }> }>;
        };
        const told = JSON.stringify(body.embeds);
        expect(told).toContain('Corner Plot');
        expect(told).toContain('Île Verte');
      } finally {
        await t.app.db.deleteFrom('webhooks').execute();
        await discord.close();
      }
    });

    it('hides a listing from the public for good, across runs, and shows the admin what is new, repriced or gone', async () => {
      const { items } = (await t.admin('GET', '/api/admin/listings?q=hilltop')).json();
      expect(items).toHaveLength(1);
      const hill = items[0];
      const hidden = await t.admin('PUT', `/api/admin/listings/${hill.id}`, { hidden: true });
      expect(hidden.json()).toMatchObject({ hidden: true });
      expect((await publicLands()).lands.map((land) => land.id)).not.toContain(hill.id);
      expect((await t.app.inject({ method: 'GET', url: `/api/available-lands/${hill.id}` })).statusCode).toBe(
        404,
      );
      await run([bayside, hilltop]);
      expect((await publicLands()).lands.map((land) => land.id)).not.toContain(hill.id);

      const show = async (what: string) =>
        ((await t.admin('GET', `/api/admin/listings?show=${what}`)).json().items as { name: string }[]).map(
          (item) => item.name,
        );
      expect(await show('hidden')).toEqual(['Hilltop Homestead']);
      expect(await show('price_changed')).toContain('Bayside Lot');
      const log = await t.admin('GET', '/api/admin/activity?resource=listing');
      expect(log.json().entries[0]).toMatchObject({
        action: 'toggle',
        summary: expect.stringContaining('hidden from'),
      });
      await t.admin('PUT', `/api/admin/listings/${hill.id}`, { hidden: false });
      expect((await publicLands()).lands.map((land) => land.id)).toContain(hill.id);
    });
  },
  { SESSION_TTL_HOURS: '8760', SESSION_MAX_HOURS: '8760' },
);
