import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { type AllowedAddress, isAllowed } from './allowed-addresses.js';

// What outgoing requests may reach, decided on plain strings and parsed addresses only: nothing
// here resolves a name or opens a socket, so every rule is tested without a network.

export type IpAddress = ipaddr.IPv4 | ipaddr.IPv6;

/** Why an address may not be reached: a private or reserved range, or a port other than 80/443. */
export type Refusal = 'private' | 'port';

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3') as [ipaddr.IPv6, number];
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96') as [ipaddr.IPv6, number];
const SIX_TO_FOUR = ipaddr.parseCIDR('2002::/16') as [ipaddr.IPv6, number];
const WEB_PORTS = new Set([80, 443]);

/**
 * The address a URL host names when it is an IP literal, in any spelling a URL parser takes
 * (`2130706433`, `0x7f.1`, `0177.0.0.1`, `127.1`, `[::ffff:7f00:1]`); undefined for a name.
 * The WHATWG parser does the reading, so this sees the host exactly as the request would.
 */
export function literalAddress(host: string): IpAddress | undefined {
  const bracketed = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  let hostname: string;
  try {
    hostname = new URL(`http://${bracketed}/`).hostname;
  } catch {
    return undefined;
  }
  const bare = hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(bare) ? ipaddr.parse(bare) : undefined;
}

/** The IPv4 address an IPv6 one carries (mapped, NAT64 well-known prefix, 6to4), if any. */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  if (address.isIPv4MappedAddress()) return address.toIPv4Address();
  const [, b = 0, c = 0, , , , g = 0, h = 0] = address.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (address.match(NAT64)) return v4(g, h);
  if (address.match(SIX_TO_FOUR)) return v4(b, c);
  return undefined;
}

/**
 * Whether an address is an ordinary public one. Everything ipaddr.js names as special is not:
 * loopback, unspecified, private, link-local, CGNAT, unique-local, multicast, broadcast,
 * reserved, documentation, benchmarking, Teredo; IPv6 outside 2000::/3 is not either (that
 * covers the deprecated IPv4-compatible ::a.b.c.d); and an IPv6 address carrying an IPv4 one
 * is judged by the address it carries.
 */
export function isPublicAddress(address: IpAddress): boolean {
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const carried = embeddedIPv4(v6);
  if (carried) return isPublicAddress(carried);
  return v6.range() === 'unicast' && v6.match(GLOBAL_UNICAST);
}

/**
 * Why `address:port` may not be reached, or undefined when it may: FETCH_ALLOW_PRIVATE's
 * entries first (tests' loopback servers), else a public address on port 80 or 443.
 */
export function refusal(
  address: IpAddress,
  port: number,
  allowPrivate: readonly AllowedAddress[],
): Refusal | undefined {
  if (isAllowed(allowPrivate, address, port)) return undefined;
  if (!isPublicAddress(address)) return 'private';
  return WEB_PORTS.has(port) ? undefined : 'port';
}

/** Names under the TLDs RFC 6761 reserves, which no resolver may answer: refused without asking DNS. */
export const isReservedName = (host: string) => /(^|\.)(example|invalid|test)\.?$/i.test(host);

/** `localhost` and `*.localhost` (RFC 6761): loopback, known without asking DNS. */
export const isLocalhostName = (host: string) => /(^|\.)localhost\.?$/i.test(host);

export const LOOPBACK_ADDRESSES: readonly IpAddress[] = [ipaddr.parse('127.0.0.1'), ipaddr.parse('::1')];
