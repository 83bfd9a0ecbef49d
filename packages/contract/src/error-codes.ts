/**
 * What a refusal is, beside its English `error`: clients and the admin translate and act by the
 * code, never by reading the message. Stable: a code once sent keeps its meaning.
 */
export const ERROR_CODES = [
  /** 400: a value the API refuses; `field` names it when it is one field. */
  'validation',
  /** 400: a required value that is missing or empty; `field` names it. */
  'required',
  /** 400: a text or a list longer than the API takes; `field` names it, `max` is the most it takes. */
  'too_long',
  /**
   * 400: a value not in the form its field takes (a slug's letters, an e-mail address, a colour,
   * a URL); `field` names it.
   */
  'invalid_format',
  /** 400: the current password given to confirm a change is not the account's; `field` names it. */
  'wrong_password',
  /** 400: a request that cannot be read (a body that is not JSON, a bad URL or Content-Length). */
  'bad_request',
  /** 401: no valid session or API token (signed out, expired, revoked). */
  'unauthorized',
  /** 401: sign-in with a wrong username or password. */
  'invalid_credentials',
  /** 401: a second step of sign-in (an app code, a passkey) that was wrong or is unknown. */
  'second_factor_failed',
  /** 401: the sign-in a second step finishes expired: sign in again. */
  'sign_in_expired',
  /**
   * 403: the role, or the API token's scopes or addresses, may not do this; a refusal of the role
   * sends `role` and the refused `operation` (a key of the contract's `operations`).
   */
  'forbidden',
  /** 403: the account is deactivated. */
  'account_inactive',
  /** 403: two-factor sign-in must be set up before anything but the account. */
  'two_factor_required',
  /** 404: no such record, route or link. */
  'not_found',
  /** 408: the request body arrived too slowly. */
  'timeout',
  /** 409: another record has this slug. */
  'slug_taken',
  /** 409: another record has this unique value (a username, an e-mail, an avatar key, a passkey). */
  'already_exists',
  /** 409: a media item that content still uses (`used_by` lists it). */
  'in_use',
  /** 409: the last active owner cannot be demoted, deactivated or deleted. */
  'last_owner',
  /** 409: nobody deactivates or deletes their own account. */
  'own_account',
  /** 409: the last second factor cannot go while two-factor sign-in is required. */
  'last_factor',
  /** 409: two-factor sign-in with an app is already on. */
  'two_factor_on',
  /** 409: confirming a two-factor set-up that was not started (or has ended). */
  'setup_not_started',
  /** 409: a revision that no longer fits what the record is now. */
  'revision_incompatible',
  /** 409: a scrape already running (on another instance). */
  'scrape_running',
  /** 412: If-Match is stale: the record changed since; `current` and `version` are what it is now. */
  'version_conflict',
  /** 413: the body or the upload is too large. */
  'too_large',
  /** 415: a content type or a file type the route does not take. */
  'unsupported_type',
  /** 429: too many requests or attempts; Retry-After says when to try again. */
  'rate_limited',
  /** 500: an unexpected error, logged on the server. */
  'internal',
  /** 502: a source the server fetches (a scraped site) failed or refused. */
  'upstream_failed',
  /** 503: busy, a temporary fault, shutting down, or a setting missing; Retry-After says when to try again. */
  'unavailable',
  /** 507: the disk is full: nothing was saved. */
  'storage_full',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** What a zod issue says of a value: its `code`, and for a size its `origin` and bounds. */
export interface IssueFacts {
  code?: string;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  path: readonly PropertyKey[];
}

/** The value at `path` (`links.0.url`) of what was sent. */
const valueAt = (sent: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | undefined)?.[key], sent);

/**
 * What kind of refusal a rule's issue is, the same on the server (its answer's `code`) and in a
 * form's own check: `required` for a value missing or null (or a text left empty), `too_long`
 * (with the `max` it takes) for a text or list past its limit, `invalid_format` for a value not
 * in its field's form (a pattern, an e-mail address, a URL), else `validation`.
 */
export function issueCode(
  issue: IssueFacts,
  sent: unknown,
): { code: 'required' | 'too_long' | 'invalid_format' | 'validation'; max?: number } {
  const { code, origin, minimum, maximum, path } = issue;
  if (code === 'invalid_type' && path.length && valueAt(sent, path) == null) return { code: 'required' };
  if (code === 'too_small' && origin === 'string' && minimum === 1) return { code: 'required' };
  if (code === 'too_big' && (origin === 'string' || origin === 'array') && typeof maximum === 'number')
    return { code: 'too_long', max: maximum };
  if (code === 'invalid_format') return { code: 'invalid_format' };
  return { code: 'validation' };
}
