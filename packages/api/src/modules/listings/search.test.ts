import { type Land, searchable } from '@land-office/contract';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { recordListings } from './published.js';

const COUNT = 5000;
const regions = ['São Paulo Bay', 'Tuscany Hills', 'Serenity Keys', 'Île Verte', 'Nørdhavn'];
const names = ['Bayside', 'Hilltop', 'Lantern Quay', 'Willow Creek', 'Cedar'];
const periods: Land['period'][] = ['week', 'month', 'day', null];

/** A varied, repeatable set of listings: sizes, prices and periods spread, some left empty. */
function lands(): Land[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    name: `${names[i % names.length]} ${i}`,
    region: regions[(i * 7) % regions.length] as string,
    size_m2: i % 97 === 0 ? null : 512 * (1 + ((i * 13) % 128)),
    price_ls: i % 89 === 0 ? null : 100 + ((i * 7919) % 60_000),
    period: periods[i % periods.length] ?? null,
    rating: null,
    source: 'acatech',
  }));
}

type Listed = {
  id: number;
  name: string;
  region: string;
  size_m2: number | null;
  price_ls: number | null;
  period: string | null;
  first_seen: string;
};

// Issue "Listings" §2: the search's answers equal a plain filter of the same listings.
describeEachDb('the public listing search', (t) => {
  afterEach(() => vi.useRealTimers());
  let all: Listed[] = [];
  beforeAll(async () => {
    const at = new Date().toISOString();
    await t.app.db
      .transaction()
      .execute((trx) =>
        recordListings(trx, { runId: 1, source: 'acatech', lands: lands(), at, goneRuns: 3 }),
      );
    all = (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json().lands;
    expect(all).toHaveLength(COUNT);
  }, 120_000);

  /** Every page of a search, followed by its cursor. */
  const everyPage = async (params: string) => {
    const items: Listed[] = [];
    let total = -1;
    let cursor: string | null = null;
    do {
      const url: string = `/api/available-lands?${params}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      total = page.total;
      items.push(...page.items);
      cursor = page.next_cursor;
    } while (cursor);
    return { items, total };
  };
  const byPrice = (a: Listed, b: Listed) =>
    (a.price_ls ?? Number.MAX_SAFE_INTEGER) - (b.price_ls ?? Number.MAX_SAFE_INTEGER) || a.id - b.id;
  const bySizeDown = (a: Listed, b: Listed) => (b.size_m2 ?? -1) - (a.size_m2 ?? -1) || b.id - a.id;

  const cases: Array<[string, (land: Listed) => boolean, (a: Listed, b: Listed) => number]> = [
    ['q=sao%20PAULO&sort=price', (l) => searchable(`${l.name} ${l.region}`).includes('sao paulo'), byPrice],
    [
      'q=ile%20verte%20cedar&sort=-size',
      (l) => l.region === 'Île Verte' && l.name.startsWith('Cedar'),
      bySizeDown,
    ],
    [
      'min_size=8192&max_size=20000&max_price=5000&sort=price',
      (l) =>
        l.size_m2 !== null &&
        l.size_m2 >= 8192 &&
        l.size_m2 <= 20000 &&
        l.price_ls !== null &&
        l.price_ls <= 5000,
      byPrice,
    ],
    ['period=sale&sort=-size', (l) => l.period === null, bySizeDown],
    [
      'period=month&q=hilltop&sort=price',
      (l) => l.period === 'month' && l.name.startsWith('Hilltop'),
      byPrice,
    ],
  ];

  for (const [params, keep, order] of cases)
    it(`answers ${params} as a plain filter does, page by page`, async () => {
      const expected = all
        .filter(keep)
        .sort(order)
        .map((land) => land.id);
      const { items, total } = await everyPage(params);
      expect(total).toBe(expected.length);
      expect(items.map((item) => item.id)).toEqual(expected);
    });

  it('keeps every listing of new=1 and source, newest first by default', async () => {
    const { items, total } = await everyPage('new=1&source=acatech');
    expect(total).toBe(COUNT);
    expect(new Set(items.map((item) => item.id)).size).toBe(COUNT);
  });

  it('refuses a bad parameter with 400 naming it, and answers the spec’s whole list without parameters', async () => {
    for (const [params, name] of [
      ['limit=101', 'limit'],
      ['limit=0', 'limit'],
      ['min_size=big', 'min_size'],
      ['max_price=-1', 'max_price'],
      ['period=year', 'period'],
      ['sort=cheapest', 'sort'],
      ['source=elsewhere', 'source'],
      ['cursor=not-a-cursor', 'cursor'],
      [`q=${'x'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/api/available-lands?${params}` });
      expect(res.statusCode, params).toBe(400);
      expect(`${res.json().field ?? ''} ${res.json().error}`, params).toContain(name);
    }
    const whole = (await t.app.inject({ method: 'GET', url: '/api/available-lands' })).json();
    expect(whole).toMatchObject({ source: 'acatech', count: COUNT });
  });

  it('drops listings from new=1 as they turn seven days old, with no run between', async () => {
    const seeded = Date.parse(all[0]?.first_seen as string);
    // Three more, seen two days later: the page (newest first) shows one of them, while the
    // oldest of the set turns seven days old first.
    const later = new Date(seeded + 2 * 86_400_000).toISOString();
    const extra = lands()
      .slice(0, 3)
      .map((land, i) => ({ ...land, name: `Later ${i}` }));
    await t.app.db
      .transaction()
      .execute((trx) =>
        recordListings(trx, { runId: 2, source: 'acatech', lands: extra, at: later, goneRuns: 3 }),
      );
    vi.useFakeTimers({ toFake: ['Date'], now: seeded + 6 * 86_400_000 });
    const total = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/available-lands?new=1&limit=1' })).json().total;
    // Read twice: the second answer is the cached one.
    expect(await total()).toBe(COUNT + 3);
    expect(await total()).toBe(COUNT + 3);
    vi.setSystemTime(seeded + 7 * 86_400_000 + 1000);
    expect(await total()).toBe(3);
  });
});
