import { createLandOfficeClient, type paths } from '@land-office/client';
import { LandOfficeError, unwrap } from '@land-office/client/refusals';
import { reauth } from './reauth';
import { session } from './session';
import { hasUnsavedWork } from './use-unsaved-changes';

/**
 * The admin's one way to the API: the typed client over the API's OpenAPI document, so paths,
 * parameters and bodies are checked against it (`unwrap(landOffice.GET('/api/admin/users/{id}',
 * { params: { path: { id } } }))`), on the signed-in session, a refusal thrown as a LandOfficeError.
 */
export { LandOfficeError, unwrap };

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

export const landOffice = createLandOfficeClient({
  baseUrl: window.location.origin,
  fetch: (request) => sendAsSession(request),
});

/** The JSON body the document gives a call, for a function that passes one on: `BodyOf<'/api/admin/users', 'post'>`. */
export type BodyOf<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** What a call of the typed client answers: its data, or the server's refusal, and the response. */
export interface Answer {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer. */
export type DataOf<A extends Answer> = Exclude<A['data'], undefined>;
