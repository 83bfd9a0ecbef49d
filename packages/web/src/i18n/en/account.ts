/** The account namespace (/admin/account), in English. */
export const account = {
  intro: 'Your own sign-in details and choices.',
  profile: {
    title: 'Profile',
    username: 'Username',
    role: 'Role',
    displayName: 'Display name',
    displayNameHint: 'How the admin and the activity log name you.',
    email: 'E-mail',
    save: 'Save profile',
    saved: 'Profile saved',
    saveError: 'Error saving the profile',
  },
  password: {
    title: 'Password',
    current: 'Current password',
    new: 'New password',
    hint: 'At least {{min}} characters, hard to guess',
    confirm: 'Confirm the new password',
    mismatch: 'The two new passwords differ',
    save: 'Change password',
    saving: 'Changing...',
    changed: 'Password changed',
    changedRevoked_one: 'Password changed. {{count}} other session was signed out.',
    changedRevoked_other: 'Password changed. {{count}} other sessions were signed out.',
    saveError: 'Error changing the password',
  },
  preferences: {
    title: 'Preferences',
    intro: 'Kept in this browser.',
  },
  sessions: { title: 'Sessions' },
  twoFactor: {
    title: 'Two-factor sign-in',
    status: 'Not set up',
  },
};
