import type { ErrorBody, ErrorCode } from '@land-office/contract';
import { HttpResponse, http, type PathParams } from 'msw';
import { setupServer } from 'msw/node';

/** The web tests' one mock of the API, at the network edge; `setup.ts` starts and resets it. */
export const server = setupServer();

/** A request the app sent, as a test reads it. */
export interface SentRequest {
  method: string;
  /** The path under `/api`, without its query: `/menu/admin/4`. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, FormData for an upload, text otherwise, undefined when there is none. */
  body: unknown;
}

const log: SentRequest[] = [];
const bodies = new Map<string, Promise<unknown>>();

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes('json') ? JSON.parse(text) : text;
}

// Every request is logged, answered or not, so "nothing was sent" can fail.
server.events.on('request:start', ({ request, requestId }) => {
  const url = new URL(request.url);
  const entry: SentRequest = {
    method: request.method,
    path: url.pathname.replace(/^\/api(?=\/)/, ''),
    query: url.searchParams,
    headers: request.headers,
    body: undefined,
  };
  log.push(entry);
  const body = readBody(request.clone()).then((parsed) => (entry.body = parsed));
  bodies.set(requestId, body);
});

/** Every request sent in this test, oldest first. */
export const requests = (): SentRequest[] => [...log];

/** The bodies sent as `method` to `path` (under `/api`, query left out), oldest first. */
export const sent = (method: string, path: string): unknown[] =>
  log.filter((r) => r.method === method && r.path === path).map((r) => r.body);

/** The requests sent with `method`, as path and body, oldest first. */
export const sentWith = (method: string) =>
  log.filter((r) => r.method === method).map(({ path, body }) => ({ path, body }));

/** Forgets the requests of the test that ended (setup.ts). */
export function forgetRequests() {
  log.length = 0;
  bodies.clear();
}

/** What a handler is given: the parsed body, the path's `:params`, the query. */
export interface Call<Body> {
  body: Body;
  params: PathParams<string>;
  query: URLSearchParams;
  request: Request;
}
/** A handler answers the response body (sent as JSON, 200) or a whole Response (`fail`, `offline`…). */
type Answer<Res> = Res | Response;
type Resolver<Res, Body> = (call: Call<Body>) => Answer<Res> | Promise<Answer<Res>>;

const route =
  (method: 'get' | 'post' | 'put' | 'delete' | 'all') =>
  // `Res` has no default to infer from: each handler names the contract type it answers.
  <Res = never, Body = unknown>(
    path: string,
    answer: Resolver<NoInfer<Res>, Body>,
    options?: { once?: boolean },
  ) =>
    http[method](
      `/api${path}`,
      async ({ request, params, requestId }) => {
        const body = (await bodies.get(requestId)) as Body;
        const result = await answer({ body, params, query: new URL(request.url).searchParams, request });
        return result instanceof Response ? result : HttpResponse.json(result as object);
      },
      options,
    );

/**
 * Handlers for `/api` paths, typed by the contract: `on.get<MenuItem[]>('/menu/admin', () => rows)`,
 * `on.put<{ menu: MenuItem }, MenuItemUpdate>('/menu/admin/:id', ({ body }) => …)`.
 * `{ once: true }` answers one request, then lets earlier handlers answer again.
 */
export const on = {
  get: route('get'),
  post: route('post'),
  put: route('put'),
  delete: route('delete'),
  /** Any method: for a fake that routes by itself. */
  all: route('all'),
};

/** Puts handlers in front of the ones already there, for this test only. */
export const serve = (...handlers: ReturnType<typeof http.get>[]) => server.use(...handlers);

/** The code the API sends with a status when a test names none (its usual one). */
const usualCodes: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  408: 'timeout',
  409: 'already_exists',
  412: 'version_conflict',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
  502: 'upstream_failed',
  503: 'unavailable',
  507: 'storage_full',
};
const usualCode = (status: number): ErrorCode =>
  usualCodes[status] ?? (status < 500 ? 'bad_request' : 'internal');

/**
 * The API refusing: `{ error, code }` with a status, as its one error handler answers; `details`
 * holds a code other than the status's usual one, and what else the refusal sends (`field`…).
 */
export const fail = (status: number, error: string, details: Partial<Omit<ErrorBody, 'error'>> = {}) =>
  HttpResponse.json<ErrorBody>({ error, code: usualCode(status), ...details }, { status });

/** The network failing (server unreachable): the app's fetch rejects. */
export const offline = () => HttpResponse.error();

/** An answer the test gives later: `answer` as a handler's answer, `release(body)` sends it. */
export function held<Res>() {
  let release: (result: Answer<Res>) => void = () => {};
  const promise = new Promise<Answer<Res>>((resolve) => {
    release = resolve;
  });
  return { answer: () => promise, release };
}
