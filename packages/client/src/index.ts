import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export { ERROR_CODES, type ErrorCode, LandOfficeError, refusal, unwrap } from './refusals.js';
export type { components, paths, webhooks } from './schema.js';

/**
 * The Land Office API, called by path as its OpenAPI document names it:
 * `client.GET('/api/blog/admin/{id}', { params: { path: { id: 4 } } })` answers `{ data }` typed by
 * the document, or `{ error }` (the server's `{ "error": …, "code": … }`) with the `response`.
 */
export type LandOfficeClient = Client<paths>;

/** A bearer token, or a function asked for one before each request (a session that can change). */
export type TokenSource = string | (() => string | undefined | Promise<string | undefined>);

export interface LandOfficeClientOptions extends Omit<ClientOptions, 'baseUrl'> {
  /** Where the server answers, without `/api`: `https://office.example.com`. */
  baseUrl: string;
  /**
   * Sent as `Authorization: Bearer <token>`: a session token from `POST /api/admin/auth/login`,
   * or an API token (`lo_…`). Public routes need none.
   */
  token?: TokenSource;
}

/** An openapi-fetch client of the Land Office API, signed in with `token` when one is given. */
export function createLandOfficeClient({ token, ...options }: LandOfficeClientOptions): LandOfficeClient {
  const client = createClient<paths>(options);
  if (token !== undefined)
    client.use({
      async onRequest({ request }) {
        const value = typeof token === 'function' ? await token() : token;
        if (value) request.headers.set('authorization', `Bearer ${value}`);
      },
    });
  return client;
}
