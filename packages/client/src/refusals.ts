/*
 * Refusals of the API, apart from the client so a bundle can take them without openapi-fetch
 * (`@land-office/client/refusals`): the admin's entry reads refusals; only some screens call the
 * typed client.
 */
import { ERROR_CODES, type ErrorCode } from '@land-office/contract';

export { ERROR_CODES, type ErrorCode };

const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** A call the server refused: its status, and its `{ "error", "code", "field" }` when it sent them. */
export class LandOfficeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The field a refused body names (`slug`), when the server says which. */
    readonly field?: string,
    /** The whole refusal as the server sent it (a 412 holds the record as it is now: `current`). */
    readonly body?: unknown,
    /**
     * What the refusal is (`slug_taken`, `version_conflict`…): translate and act by it, not by the
     * English message. Undefined when the answer did not come from the API (a proxy's 502 page).
     */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'LandOfficeError';
  }
}

/** The error of a refused answer: the server's message, or the status when it sent none. */
export function refusal(status: number, body: unknown): LandOfficeError {
  const {
    error: message,
    field,
    code,
  } = (body ?? {}) as { error?: unknown; field?: unknown; code?: unknown };
  return new LandOfficeError(
    status,
    typeof message === 'string' ? message : `Request failed (${status})`,
    typeof field === 'string' ? field : undefined,
    body,
    isErrorCode(code) ? code : undefined,
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
