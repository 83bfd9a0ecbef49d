import { UpstreamFailed } from '../errors.js';

/** Why an outgoing request failed; a caller tells "not allowed" from "did not answer" by it. */
export type FetchFailure =
  | 'scheme'
  | 'address'
  | 'timeout'
  | 'too_large'
  | 'redirects'
  | 'network'
  | 'status';

export class FetchError extends UpstreamFailed {
  constructor(
    message: string,
    readonly reason: FetchFailure,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * A host the address rules refuse. The message names the host, never what it resolved to, so a
 * run's history does not become a way to map the server's private network.
 */
export class AddressNotAllowed extends FetchError {
  constructor(host: string, why: 'private' | 'port' | 'reserved-name', port?: number) {
    super(
      why === 'private'
        ? `Address not allowed: ${host} resolves to a private or reserved address`
        : why === 'port'
          ? `Address not allowed: ${host} on port ${port}; only ports 80 and 443 may be fetched`
          : `Address not allowed: ${host} is a reserved name (RFC 6761) that never resolves`,
      'address',
    );
  }
}

/** The AddressNotAllowed that caused `err` (undici wraps connect errors in "fetch failed"), if any. */
export function addressRefusalIn(err: unknown): AddressNotAllowed | undefined {
  for (let e = err; e instanceof Error; e = e.cause) if (e instanceof AddressNotAllowed) return e;
  return undefined;
}
