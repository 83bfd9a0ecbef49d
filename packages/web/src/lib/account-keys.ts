/**
 * Query keys of the signed-in person's own data. The shell confirms who is signed in, the
 * Sessions list shows where, and /admin/account changes both (and holds the second factors):
 * one key each, so a save there updates what the others show.
 */
export const accountKeys = {
  me: ['auth', 'me'] as const,
  sessions: ['auth', 'sessions'] as const,
  twoFactor: ['auth', 'two-factor'] as const,
};
