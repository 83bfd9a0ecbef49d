import ipaddr from 'ipaddr.js';

/**
 * One entry of FETCH_ALLOW_PRIVATE: a range (a CIDR, or one address) that outgoing requests may
 * reach although the address rules refuse it, on any port or on one port only.
 */
export interface AllowedAddress {
  range: [ipaddr.IPv4 | ipaddr.IPv6, number];
  port?: number;
}

const parsePort = (text: string) => {
  if (!/^\d{1,5}$/.test(text)) return undefined;
  const port = Number(text);
  return port >= 1 && port <= 65535 ? port : undefined;
};

const parseRange = (text: string): AllowedAddress['range'] | undefined => {
  try {
    if (text.includes('/')) return ipaddr.parseCIDR(text);
    if (!ipaddr.isValidCIDR(`${text}/32`) && !ipaddr.isValid(text)) return undefined;
    const address = ipaddr.parse(text);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return undefined;
  }
};

/**
 * Reads one entry: `127.0.0.0/8`, `::1/128`, `10.1.2.3`, or with a port `127.0.0.1:8080`,
 * `127.0.0.0/8:8080`, `[::1]:8080`, `[::1/128]:8080`. Undefined when it is none of those.
 * Only strict dotted-quad IPv4 is taken, so a typo is refused instead of read as some address.
 */
export function parseAllowedAddress(entry: string): AllowedAddress | undefined {
  const text = entry.trim();
  const bracketed = text.match(/^\[([^\]]+)\](?::(\d+))?$/);
  if (bracketed) {
    const range = parseRange(bracketed[1] as string);
    if (range?.[0].kind() !== 'ipv6') return undefined;
    if (bracketed[2] === undefined) return { range };
    const port = parsePort(bracketed[2]);
    return port === undefined ? undefined : { range, port };
  }
  // IPv4 with a port has exactly one colon; an IPv6 range without brackets has several.
  const colons = text.split(':').length - 1;
  if (colons === 1) {
    const [host = '', portText = ''] = text.split(':');
    const range = parseRange(host);
    const port = parsePort(portText);
    if (range?.[0].kind() !== 'ipv4' || port === undefined || !isDottedQuad(host)) return undefined;
    return { range, port };
  }
  const range = parseRange(text);
  if (!range) return undefined;
  if (range[0].kind() === 'ipv4' && !isDottedQuad(text)) return undefined;
  return { range };
}

const isDottedQuad = (text: string) => /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/.test(text);

/** Whether an address (already parsed) and port fall under one of the entries. */
export function isAllowed(
  entries: readonly AllowedAddress[],
  address: ipaddr.IPv4 | ipaddr.IPv6,
  port: number,
): boolean {
  // An IPv4-mapped IPv6 address (::ffff:127.0.0.1) is matched as the IPv4 address it carries.
  const plain = address.kind() === 'ipv6' ? ipaddr.process(address.toString()) : address;
  return entries.some(
    ({ range, port: only }) =>
      (only === undefined || only === port) &&
      plain.kind() === range[0].kind() &&
      plain.match(range as [typeof plain, number]),
  );
}

/**
 * A range without a port, as an API token's allowed addresses take it (`203.0.113.0/24`,
 * `2001:db8::/32`, one address), written back in its canonical form; undefined when it is not one.
 */
export function parseAddressRange(entry: string): string | undefined {
  const parsed = parseAllowedAddress(entry);
  if (!parsed || parsed.port !== undefined) return undefined;
  const [address, bits] = parsed.range;
  return `${address.toString()}/${bits}`;
}

/** Whether a client address (as Fastify's `req.ip` gives it) is within one of the ranges. */
export function addressWithin(ranges: readonly string[], ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const entries = ranges.flatMap((range) => parseAllowedAddress(range) ?? []);
  return isAllowed(entries, ipaddr.parse(ip), 0);
}
