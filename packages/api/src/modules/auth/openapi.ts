/** The tags of the auth module's routes in the API reference. */
export const authTag = {
  name: 'auth',
  description:
    'Signing in (password, then a second factor: TOTP, a recovery code or a passkey), the one-time links of invitations and resets, and the signed-in sessions.',
};

export const accountTag = {
  name: 'account',
  description: "The signed-in user's own account: name, e-mail, password, TOTP, recovery codes and passkeys.",
};

export const usersTag = {
  name: 'users',
  description:
    'The administrators and their roles (owners only): invite, change, deactivate, reset a password or a second factor.',
};

export const securitySettingsTag = {
  name: 'security-settings',
  description: 'Whether every administrator must use a second factor (owners only).',
};
