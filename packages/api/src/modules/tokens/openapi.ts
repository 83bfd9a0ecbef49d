/** The tag of `/api/admin/tokens…` in the API reference. */
export const tokensTag = {
  name: 'API tokens',
  description:
    'Tokens an integration sends as `Authorization: Bearer lo_…` instead of signing in (owners only; never with a token). Each is limited to its scopes (read or write per resource, or `support:status`), optionally to client addresses and an expiry, and acts within the role of the owner who made it.',
};
