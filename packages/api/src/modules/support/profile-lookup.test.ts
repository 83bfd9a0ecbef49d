import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  expectedProfiles,
  residents,
  startProfileServer,
  WORLD_PROFILE_DIR,
} from '../../../../../test-servers/profile-server.js';
import { createFetcher } from '../../lib/fetcher.js';
import { allowList } from '../../test/app.js';
import { createProfileLookup, parseProfilePage } from './profile-lookup.js';

const server = await startProfileServer();
const fetcher = createFetcher(allowList());
afterAll(async () => {
  await server.close();
  await fetcher.close();
});

const { marisol, zoe, ned } = residents;

describe('resident profile pages', () => {
  it.each(Object.keys(expectedProfiles))('reads %s exactly as expected.json says', async (uuid) => {
    const html = readFileSync(join(WORLD_PROFILE_DIR, `${uuid}.html`), 'utf8');
    expect(await parseProfilePage(html)).toEqual(expectedProfiles[uuid]);
  });

  it('falls back to h1.resident when the title is not "Name (username)"', async () => {
    const html =
      '<title>Second Life</title><meta name="imageid" content="00000000-0000-0000-0000-000000000000">' +
      '<h1 class="resident"> Ana\n Lopes </h1><p class="username">ana.lopes</p>';
    expect(await parseProfilePage(html)).toEqual({
      name: 'Ana Lopes',
      username: 'ana.lopes',
      photo_url: null,
    });
  });

  it('finds no profile in a page that is not one', async () => {
    expect(await parseProfilePage('<title>Maintenance</title><p>back soon</p>')).toBeNull();
  });
});

describe('profile lookup', () => {
  it('answers found, no photo and unknown resident from the profile site', async () => {
    const lookup = createProfileLookup({ fetcher, urlTemplate: server.template });
    expect(await lookup.lookup(marisol)).toEqual({ kind: 'found', ...expectedProfiles[marisol] });
    expect(await lookup.lookup(ned)).toEqual({ kind: 'found', ...expectedProfiles[ned] });
    expect(await lookup.lookup('11111111-2222-3333-4444-555555555555')).toEqual({ kind: 'not_found' });
  });

  it('reuses answers within their TTL and shares one request between concurrent lookups', async () => {
    let now = 0;
    const lookup = createProfileLookup({
      fetcher,
      urlTemplate: server.template,
      foundTtlMs: 1000,
      now: () => now,
    });
    const before = server.hits.get(zoe) ?? 0;
    await Promise.all([lookup.lookup(zoe), lookup.lookup(zoe.toUpperCase())]);
    await lookup.lookup(zoe);
    expect(server.hits.get(zoe)).toBe(before + 1);
    now = 1001;
    await lookup.lookup(zoe);
    expect(server.hits.get(zoe)).toBe(before + 2);
  });

  it('does not cache failures: a site error is asked again next time', async () => {
    const uuid = '22222222-2222-4222-8222-222222222222';
    server.behave(uuid, { failTimes: 1, page: zoe });
    const lookup = createProfileLookup({ fetcher, urlTemplate: server.template });
    expect(await lookup.lookup(uuid)).toMatchObject({ kind: 'failed', reason: 'profile page answered 500' });
    expect(await lookup.lookup(uuid)).toMatchObject({ kind: 'found', name: 'Zoë Ñandú' });
  });

  it('gives up on a site that does not answer in time', async () => {
    const uuid = '33333333-3333-4333-8333-333333333333';
    server.behave(uuid, { hang: true });
    const lookup = createProfileLookup({ fetcher, urlTemplate: server.template, timeoutMs: 200 });
    const started = Date.now();
    const result = await lookup.lookup(uuid);
    expect(result).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/Timed out/) });
    expect(Date.now() - started).toBeLessThan(1500);
  });
});

describe('profile lookup through the guarded fetcher', () => {
  it('does not follow the profile site into another loopback service, and sends it nothing', async () => {
    const internal = await startProfileServer();
    try {
      const uuid = '44444444-4444-4444-8444-444444444444';
      server.behave(uuid, { redirectTo: `${internal.url}/resident/${marisol}` });
      // Only the profile site's own address and port may be reached, as a real one would be.
      const guarded = createFetcher(allowList(new URL(server.url).host));
      const lookup = createProfileLookup({ fetcher: guarded, urlTemplate: server.template });
      expect(await lookup.lookup(uuid)).toEqual({
        kind: 'failed',
        reason: 'Address not allowed: 127.0.0.1 resolves to a private or reserved address',
      });
      expect(internal.hits.size).toBe(0);
      await guarded.close();
    } finally {
      await internal.close();
    }
  });
});
