import { describe, expect, it } from 'vitest';
import { allowList } from '../test/app.js';
import { isLocalhostName, isReservedName, literalAddress, refusal } from './address-rules.js';

/** What the rules say of `host:port`: 'allowed', or why not. Plain strings, no network. */
function verdict(host: string, port = 443, allow = '') {
  const address = literalAddress(host);
  if (!address) throw new Error(`${host} is not an address`);
  return refusal(address, port, allowList(allow)) ?? 'allowed';
}

const REFUSED: Record<string, string[]> = {
  loopback: ['127.0.0.1', '127.255.255.254', '::1'],
  unspecified: ['0.0.0.0', '0.1.2.3', '::'],
  'RFC 1918 private': ['10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1'],
  'link-local (cloud metadata)': ['169.254.169.254', 'fe80::1', 'fe80::a9fe:a9fe'],
  'CGNAT 100.64/10': ['100.64.0.1', '100.127.255.254'],
  'unique-local fc00::/7': ['fc00::1', 'fd12:3456::1'],
  multicast: ['224.0.0.1', '239.255.255.250', 'ff02::1'],
  broadcast: ['255.255.255.255'],
  reserved: ['240.0.0.1', '192.0.0.1', '198.18.0.1', 'fec0::1', '100::1', '2001::1'],
  documentation: ['192.0.2.1', '198.51.100.1', '203.0.113.1', '2001:db8::1', '3fff::1'],
  'IPv4-mapped IPv6': ['::ffff:127.0.0.1', '::ffff:169.254.169.254', '::ffff:10.0.0.1'],
  'IPv4-embedded IPv6 (NAT64, 6to4, compatible)': [
    '64:ff9b::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2002:a9fe:a9fe::1',
    '::7f00:1',
    '::127.0.0.1',
  ],
  'numeric spellings of loopback and metadata': [
    '2130706433',
    '0x7f.1',
    '0177.0.0.1',
    '127.1',
    '0x7f000001',
    '017700000001',
    '0xa9.0xfe.0xa9.0xfe',
    '[::ffff:7f00:1]',
  ],
};

describe('address rules', () => {
  for (const [range, hosts] of Object.entries(REFUSED)) {
    it(`refuses ${range}`, () => {
      for (const host of hosts) expect(verdict(host), host).toBe('private');
    });
  }

  it('allows public addresses on ports 80 and 443, including IPv6 carrying a public IPv4', () => {
    for (const host of [
      '93.184.216.34',
      '8.8.8.8',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ]) {
      expect(verdict(host, 443), host).toBe('allowed');
      expect(verdict(host, 80), host).toBe('allowed');
    }
  });

  it('refuses any other port on a public address', () => {
    expect(verdict('93.184.216.34', 8080)).toBe('port');
    expect(verdict('2606:4700:4700::1111', 22)).toBe('port');
  });

  it('lets FETCH_ALLOW_PRIVATE through, on any port or on the one it names', () => {
    expect(verdict('127.0.0.1', 3000, '127.0.0.0/8,::1/128')).toBe('allowed');
    expect(verdict('::1', 3000, '127.0.0.0/8,::1/128')).toBe('allowed');
    expect(verdict('::ffff:127.0.0.1', 3000, '127.0.0.0/8')).toBe('allowed');
    expect(verdict('127.0.0.1', 8080, '127.0.0.1:8080')).toBe('allowed');
    expect(verdict('127.0.0.1', 8081, '127.0.0.1:8080')).toBe('private');
    expect(verdict('127.0.0.2', 8080, '127.0.0.1:8080')).toBe('private');
    expect(verdict('10.1.2.3', 443, '10.1.0.0/16')).toBe('allowed');
    expect(verdict('93.184.216.34', 8443, '93.184.216.34:8443')).toBe('allowed');
  });

  it('reads an IP literal as a URL does, and tells names apart without DNS', () => {
    expect(literalAddress('0x7f.1')?.toString()).toBe('127.0.0.1');
    expect(literalAddress('[::ffff:127.0.0.1]')?.toString()).toBe('::ffff:7f00:1');
    expect(literalAddress('acatech.example')).toBeUndefined();
    for (const name of ['acatech.example', 'x.invalid', 'a.b.test', 'example', 'casperlet.example.'])
      expect(isReservedName(name), name).toBe(true);
    for (const name of ['world.secondlife.com', 'example.com', 'testing.org'])
      expect(isReservedName(name), name).toBe(false);
    for (const name of ['localhost', 'api.localhost', 'LOCALHOST.'])
      expect(isLocalhostName(name), name).toBe(true);
    expect(isLocalhostName('localhost.example.com')).toBe(false);
  });
});
