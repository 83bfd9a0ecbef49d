import { LandOfficeError, refusal } from '@land-office/client/refusals';
import { reauth } from './reauth';
import { session } from './session';
import { hasUnsavedWork } from './use-unsaved-changes';

/**
 * A refused call: its status, the server's message and field, and the whole refusal. The typed
 * client's error, so a screen reads a refusal the same whichever way its call went.
 */
export { LandOfficeError as ApiError, refusal, unwrap } from '@land-office/client/refusals';

/** An answer with the version of the record it holds: its `ETag`, quotes included, when it has one. */
export interface Versioned<T> {
  data: T;
  version: string | undefined;
}

interface RequestOptions {
  /** Sent as `If-Match`: the server refuses (412) the write when the record changed since that version. */
  ifMatch?: string;
}

/**
 * Sends a request as the signed-in person, with the session's bearer token. A refused token means
 * the session is over: with unsaved work on screen, the person signs in again over it and the
 * request goes again; otherwise sign out, and the guard sends the browser to /admin/login (spec §3).
 */
export async function sendAsSession(request: Request, again = false): Promise<Response> {
  const token = session.get()?.token;
  // A copy goes, so the request can go again after a new sign-in.
  const sent = request.clone();
  if (token) sent.headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(sent);
  } catch {
    throw new LandOfficeError(0, 'Network error');
  }
  if (response.status !== 401 || !token) return response;
  if (!again && hasUnsavedWork()) {
    try {
      await reauth.request();
    } catch {
      session.clear();
      const { error } = ((await response.json().catch(() => undefined)) ?? {}) as { error?: unknown };
      throw new LandOfficeError(401, typeof error === 'string' ? error : 'Session ended');
    }
    return sendAsSession(request, true);
  }
  session.clear();
  return response;
}

/** The admin's origin, where the API answers under `/api`. */
const origin = () => window.location.origin;

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Versioned<T>> {
  const headers = new Headers();
  if (options.ifMatch) headers.set('if-match', options.ifMatch);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const response = await sendAsSession(
    new Request(`${origin()}/api${path}`, { method, headers, body: payload }),
  );
  const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) throw refusal(response.status, data);
  return { data: data as T, version: response.headers.get('etag') ?? undefined };
}

const dataOf = async <T>(answer: Promise<Versioned<T>>) => (await answer).data;

/** The one HTTP client of the admin: bearer token from the session, `{ error }` turned into ApiError. */
export const api = {
  get: <T>(path: string) => dataOf(request<T>('GET', path)),
  post: <T>(path: string, body?: unknown) => dataOf(request<T>('POST', path, body)),
  put: <T>(path: string, body?: unknown) => dataOf(request<T>('PUT', path, body)),
  delete: <T = unknown>(path: string) => dataOf(request<T>('DELETE', path)),
  /** A record with the version it was read at (its `ETag`), for a form that saves it back. */
  getWithVersion: <T>(path: string) => request<T>('GET', path),
  /**
   * A write of the record as it was at `version` (sent as `If-Match`; none without one): a
   * stale version answers 412, an ApiError whose `body` holds the record as it is now.
   */
  putWithVersion: <T>(path: string, body: unknown, version?: string) =>
    request<T>('PUT', path, body, { ifMatch: version }),
};

/**
 * The server's words when it refused the signed-in role (403: "Your role (editor) cannot change
 * site settings"), for screens that otherwise show a text of their own.
 */
export function forbiddenText(error: unknown): string | undefined {
  return error instanceof LandOfficeError && error.status === 403 && error.message
    ? error.message
    : undefined;
}

/** The server's error text when there is one, else the screen's own fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof LandOfficeError && error.status !== 0 && error.message ? error.message : fallback;
}
