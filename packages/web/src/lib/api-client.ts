import { reauth } from './reauth';
import { session } from './session';
import { hasUnsavedWork } from './use-unsaved-changes';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field a refused body names (`order_pos`), when the server says which. */
    readonly field?: string,
    /** The whole refusal as the server sent it (a 412 holds the record as it is now: `current`). */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

/** An answer with the version of the record it holds: its `ETag`, quotes included, when it has one. */
export interface Versioned<T> {
  data: T;
  version: string | undefined;
}

interface RequestOptions {
  /** Sent as `If-Match`: the server refuses (412) the write when the record changed since that version. */
  ifMatch?: string;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
  again = false,
): Promise<Versioned<T>> {
  const headers: Record<string, string> = {};
  const token = session.get()?.token;
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.ifMatch) headers['if-match'] = options.ifMatch;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body: payload });
  } catch {
    throw new ApiError(0, 'Network error');
  }
  const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const { error: message } = (data ?? {}) as { error?: unknown };
    // A refused token means the session is over. With unsaved work on screen, the person signs in
    // again over it and the call goes again; otherwise sign out, and the guard sends the browser
    // to /admin/login (spec §3).
    if (response.status === 401 && token) {
      if (!again && hasUnsavedWork()) {
        try {
          await reauth.request();
        } catch {
          session.clear();
          throw new ApiError(401, typeof message === 'string' ? message : 'Session ended');
        }
        return request<T>(method, path, body, options, true);
      }
      session.clear();
    }
    throw refusal(response.status, data);
  }
  return { data: data as T, version: response.headers.get('etag') ?? undefined };
}

/** The ApiError of a refused call: the server's `{ error, field }`, or the status when it sent none. */
export function refusal(status: number, data: unknown): ApiError {
  const { error: message, field } = (data ?? {}) as { error?: unknown; field?: unknown };
  return new ApiError(
    status,
    typeof message === 'string' ? message : `Request failed (${status})`,
    typeof field === 'string' ? field : undefined,
    data,
  );
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
  return error instanceof ApiError && error.status === 403 && error.message ? error.message : undefined;
}

/** The server's error text when there is one, else the screen's own fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
