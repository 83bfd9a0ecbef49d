import { describe, expect, it } from 'vitest';
import { allowList } from '../test/app.js';
import { checkedAddresses } from './guarded-connect.js';

/** A resolver that answers from a table, so no name here is ever sent to a real DNS server. */
const table =
  (answers: Record<string, string[]>, asked: string[] = []) =>
  async (host: string) => {
    asked.push(host);
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

describe('resolving a host before connecting', () => {
  it('gives back the checked addresses of a public name', async () => {
    const resolve = table({ 'lands.shop.land-office': ['93.184.216.34', '2606:2800:220:1::1'] });
    const addresses = await checkedAddresses('lands.shop.land-office', 443, [], resolve);
    expect(addresses.map(String)).toEqual(['93.184.216.34', '2606:2800:220:1::1']);
  });

  it('refuses a name when any one of its addresses is private (the shape of DNS rebinding)', async () => {
    const resolve = table({ 'rebind.land-office': ['93.184.216.34', '169.254.169.254'] });
    await expect(checkedAddresses('rebind.land-office', 443, [], resolve)).rejects.toMatchObject({
      reason: 'address',
      message: 'Address not allowed: rebind.land-office resolves to a private or reserved address',
    });
  });

  it('refuses names under .example, .invalid and .test without asking the resolver', async () => {
    const asked: string[] = [];
    for (const host of ['acatech.example', 'metadata.invalid', 'internal.test']) {
      await expect(checkedAddresses(host, 443, [], table({}, asked)), host).rejects.toMatchObject({
        reason: 'address',
        message: `Address not allowed: ${host} is a reserved name (RFC 6761) that never resolves`,
      });
    }
    expect(asked).toEqual([]);
  });

  it('takes localhost as loopback without asking the resolver: refused unless allowed', async () => {
    const asked: string[] = [];
    await expect(checkedAddresses('localhost', 80, [], table({}, asked))).rejects.toMatchObject({
      reason: 'address',
    });
    const allowed = await checkedAddresses('localhost', 3000, allowList(), table({}, asked));
    expect(allowed.map(String)).toEqual(['127.0.0.1', '::1']);
    expect(asked).toEqual([]);
  });

  it('passes a resolver failure on as it is (a save does not refuse an offline name)', async () => {
    await expect(checkedAddresses('offline.land-office', 443, [], table({}))).rejects.toMatchObject({
      code: 'ENOTFOUND',
    });
  });
});
