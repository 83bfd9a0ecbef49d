import { userMessages } from '@land-office/contract';

/** The choosePassword namespace, in English: the public pages of an invitation and a password reset. */
export const choosePassword = {
  invite: {
    documentTitle: 'Accept the invitation · Land Office',
    heading: 'Welcome, {{name}}',
    text: 'You were invited to the Land Office admin. Choose your name and a password to finish.',
    submit: 'Accept and sign in',
  },
  reset: {
    documentTitle: 'Choose a new password · Land Office',
    heading: 'Choose a new password',
    text: 'For the account {{username}}.',
    submit: 'Save and sign in',
  },
  username: 'Username',
  displayName: 'Display name',
  password: 'New password',
  confirm: 'Repeat the password',
  policy: 'At least 12 characters, hard to guess',
  passwordRequired: 'Password is required',
  tooShort: userMessages.passwordTooShort,
  mismatch: 'The passwords do not match',
  saving: 'Saving...',
  checking: 'Checking the link…',
  linkInvalid: userMessages.linkInvalid,
  failed: 'Error saving the password',
  saved: 'Your password is saved: sign in with it.',
  toSignIn: 'Go to the sign-in page',
};
