import { type ErrorCode, operations, TotpConfirm } from '@land-office/contract';

/**
 * What a refusal is, said by its code (the contract's `ERROR_CODES`). In English the admin shows
 * the server's own text, which is the spec's; these say the same for a language the server does
 * not speak. `fields` is said of a refusal that names its field: `{{label}}` is its label.
 */
export const problems = {
  codes: {
    required: 'A required value is missing',
    too_long: 'A value is too long (at most {{max}})',
    invalid_format: 'A value is not in the form it takes',
    wrong_password: 'The current password is not right',
    bad_request: 'The request could not be read',
    unauthorized: 'The session ended: sign in again',
    invalid_credentials: 'Invalid username or password',
    second_factor_failed:
      'The second step of sign-in was not confirmed: check the code or the key and try again',
    sign_in_expired: 'The sign-in expired. Sign in again.',
    forbidden: 'This is not allowed',
    account_inactive: 'This account is deactivated',
    two_factor_required: 'Set up two-factor sign-in on your account first',
    not_found: 'Not found: it may have been deleted',
    timeout: 'The request took too long to arrive: try again',
    slug_taken: 'Another record has this slug',
    already_exists: 'This value is already in use',
    in_use: 'Content still uses this item',
    last_owner: 'The last active owner cannot be demoted, deactivated or deleted',
    own_account: 'You cannot deactivate or delete your own account',
    last_factor: 'Two-factor sign-in is required: set up another second factor before removing this one',
    two_factor_on: 'Two-factor sign-in with an app is already on',
    setup_not_started: 'Start the set-up again: no authenticator is being set up',
    revision_incompatible: 'This revision no longer fits the record as it is now',
    scrape_running: 'A scrape is already running',
    version_conflict: 'Someone changed this record meanwhile',
    too_large: 'Too large to send',
    unsupported_type: 'This type of file is not accepted',
    rate_limited: 'Too many attempts: try again in a moment',
    internal: 'Something went wrong on the server',
    upstream_failed: 'The source site failed or refused',
    unavailable: 'The server is unavailable, try again shortly',
    storage_full: 'The disk is full: nothing was saved. Free some space and try again',
    // `validation` of no one field is said as the server says it: its reason is all it is.
  } satisfies Record<Exclude<ErrorCode, 'validation'>, string>,
  /** A refusal that names its field, said with the field's label. */
  fields: {
    validation: '{{label}}: the value is not accepted',
    required: '{{label}} is required',
    too_long: '{{label}} is too long (at most {{max}})',
    invalid_format: '{{label}} is not in the form it takes',
    wrong_password: '{{label}}: not the right password',
    slug_taken: '{{label}}: another record has this slug',
    already_exists: '{{label}}: this value is already in use',
  } satisfies Partial<Record<ErrorCode, string>>,
  /** The forms' own checks that are no field's limit, word for word as the contract says them. */
  checks: {
    /** "Enter the 6-digit code" */
    sixDigits: TotpConfirm.safeParse({ code: 'x' }).error?.issues[0]?.message ?? '',
  },
  /** A role refused an operation: "Your role (editor) cannot change site settings". */
  roleForbidden: 'Your role ({{role}}) cannot {{operation}}',
  /** What each role may be refused, as `roleForbidden`'s `{{operation}}` says it: the contract's words. */
  operations,
};
