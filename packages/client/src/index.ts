import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, paths, webhooks } from './schema.js';

/**
 * The Land Office API, called by path as its OpenAPI document names it:
 * `client.GET('/api/blog/admin/{id}', { params: { path: { id: 4 } } })` answers `{ data }` typed by
 * the document, or `{ error }` (the server's `{ "error": … }`) with the `response`.
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

/** A call the server refused: its status, and its `{ "error", "field" }` when it sent them. */
export class LandOfficeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field a refused body names (`slug`), when the server says which. */
    readonly field?: string,
    /** The whole refusal as the server sent it (a 412 holds the record as it is now: `current`). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'LandOfficeError';
  }
}

/** The error of a refused answer: the server's message, or the status when it sent none. */
export function refusal(status: number, body: unknown): LandOfficeError {
  const { error: message, field } = (body ?? {}) as { error?: unknown; field?: unknown };
  return new LandOfficeError(
    status,
    typeof message === 'string' ? message : `Request failed (${status})`,
    typeof field === 'string' ? field : undefined,
    body,
  );
}

interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * The data of a successful answer, or its refusal thrown as a LandOfficeError:
 * `const { post } = await unwrap(client.GET('/api/blog/admin/{id}', …))`.
 */
export async function unwrap<A extends Answer>(call: Promise<A>): Promise<Exclude<A['data'], undefined>> {
  const { data, error, response } = await call;
  if (!response.ok) throw refusal(response.status, error);
  return data as Exclude<A['data'], undefined>;
}
