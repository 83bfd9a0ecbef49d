import { lookup } from 'node:dns/promises';
import type { Agent } from 'undici';
import {
  type IpAddress,
  isLocalhostName,
  isReservedName,
  LOOPBACK_ADDRESSES,
  literalAddress,
  refusal,
} from './address-rules.js';
import type { AllowedAddress } from './allowed-addresses.js';
import { AddressNotAllowed } from './fetch-error.js';

export type Resolve = (hostname: string) => Promise<string[]>;

/**
 * undici, loaded when the first outgoing request is made rather than at start (some 70 ms of a
 * start on Node 26): a server that never fetches (no land source, no avatar lookup, no webhook)
 * never needs it.
 */
export const undici = () => import('undici');

const systemResolve: Resolve = async (hostname) =>
  (await lookup(hostname, { all: true })).map((entry) => entry.address);

/**
 * Every address `hostname` stands for, each one checked against the address rules: an IP literal
 * as it is, `localhost` as loopback and RFC 6761's reserved names as refused (neither asks DNS),
 * any other name through the system resolver. One refused address refuses the host: a name that
 * answers with a public and a private address is the shape of a rebinding attack.
 */
export async function checkedAddresses(
  hostname: string,
  port: number,
  allowPrivate: readonly AllowedAddress[],
  resolve: Resolve = systemResolve,
): Promise<IpAddress[]> {
  const literal = literalAddress(hostname);
  let addresses: readonly IpAddress[];
  if (literal) addresses = [literal];
  else if (isLocalhostName(hostname)) addresses = LOOPBACK_ADDRESSES;
  else if (isReservedName(hostname)) throw new AddressNotAllowed(hostname, 'reserved-name');
  else addresses = (await resolve(hostname)).map((a) => literalAddress(a) as IpAddress);
  for (const address of addresses) {
    const why = refusal(address, port, allowPrivate);
    if (why) throw new AddressNotAllowed(hostname, why, port);
  }
  return [...addresses];
}

/**
 * An undici dispatcher that can only reach addresses the rules allow. Its connector resolves the
 * host itself, checks every address, and opens the socket to a checked address (the name is kept
 * for TLS: SNI and the certificate check), so a DNS answer that changes between the check and the
 * connection cannot steer it. Each redirect hop is a new request, so it goes through here again.
 */
export async function guardedAgent(
  allowPrivate: readonly AllowedAddress[],
  resolve?: Resolve,
): Promise<Agent> {
  const { Agent, buildConnector } = await undici();
  const connectTo = buildConnector({});
  return new Agent({
    connect(options, callback) {
      const port = Number(options.port) || (options.protocol === 'https:' ? 443 : 80);
      checkedAddresses(options.hostname, port, allowPrivate, resolve).then(
        (addresses) => {
          // Tried in the resolver's order, like a browser: the next address when one does not answer.
          const attempt = (i: number) =>
            connectTo({ ...options, hostname: (addresses[i] as IpAddress).toString() }, (err, socket) => {
              if (err && i + 1 < addresses.length) attempt(i + 1);
              else if (err) callback(err, null);
              else callback(null, socket as NonNullable<typeof socket>);
            });
          attempt(0);
        },
        (err: Error) => callback(err, null),
      );
    },
  });
}
