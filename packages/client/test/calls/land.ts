import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';

/** An AcaTech-style page with one parcel, as the static source reads it. */
const page = `<!DOCTYPE html><html><body><article class="parcel"><h2 class="parcel-name">Bayside Lot</h2>
  <span class="parcel-region">São Paulo Bay</span>
  <dl><dd class="parcel-size">4096 m²</dd><dd class="parcel-price">L$ 1,500/week</dd></dl></article></body></html>`;

/** The scraper pointed at a loopback source and run by hand; its listing read, hidden, shown. */
export const landCalls: Calls = async ({ owner, anonymous, landSource }) => {
  landSource.page = page;
  await unwrap(
    owner.PUT('/api/land-scraper/config', { body: { activeScraper: 'acatech', url: landSource.url } }),
  );
  expect((await unwrap(owner.GET('/api/land-scraper/config'))).activeScraper).toBe('acatech');
  expect((await unwrap(owner.POST('/api/land-scraper/run'))).count).toBe(1);
  expect(await unwrap(owner.GET('/api/land-scraper/runs', { params: { query: { limit: 5 } } }))).toHaveLength(
    1,
  );

  // The progress is a stream of server-sent events that stays open: read the first, then let go.
  const progress = await unwrap(owner.GET('/api/land-scraper/progress', { parseAs: 'stream' }));
  const reader = (progress as ReadableStream<Uint8Array>).getReader();
  const first = new TextDecoder().decode((await reader.read()).value);
  expect(first).toContain('event: progress');
  await reader.cancel();

  const lands = await unwrap(anonymous.GET('/api/available-lands', { params: { query: { sort: 'price' } } }));
  const id = ('lands' in lands ? lands.lands : lands.items)[0]?.id as number;
  expect((await unwrap(anonymous.GET('/api/available-lands/{id}', { params: { path: { id } } }))).name).toBe(
    'Bayside Lot',
  );
  expect((await unwrap(owner.GET('/api/admin/listings', { params: { query: { show: 'all' } } }))).total).toBe(
    1,
  );
  await unwrap(owner.PUT('/api/admin/listings/{id}', { params: { path: { id } }, body: { hidden: true } }));
  expect((await unwrap(owner.GET('/api/admin/listings/{id}', { params: { path: { id } } }))).hidden).toBe(
    true,
  );
};
