import { authMessages, LoginBody, twoFactorMessages } from '@land-office/contract';

/** What the sign-in form's own check says of a field left empty, as the contract words it. */
const required = (field: keyof LoginBody) =>
  LoginBody.safeParse({}).error?.issues.find((issue) => issue.path[0] === field)?.message ?? '';

/** The auth namespace, in English (the spec's texts where it quotes them). */
export const auth = {
  login: {
    documentTitle: 'Sign in · Land Office',
    username: 'Username',
    password: 'Password',
    /** "Username is required" */
    usernameRequired: required('username'),
    /** "Password is required" */
    passwordRequired: required('password'),
    signIn: authMessages.signIn,
    signingIn: authMessages.signingIn,
    failed: authMessages.loginFailed,
  },
  /** The second step after a right password, when the account has a second factor. */
  mfa: {
    title: 'Two-factor sign-in',
    intro: 'Enter the 6-digit code your authenticator app shows now.',
    code: 'Code',
    recoveryIntro:
      'Enter one of the recovery codes you saved when you set up two-factor sign-in. Each works once.',
    recoveryCode: 'Recovery code',
    recoveryInvalid: 'A recovery code has 10 letters and digits, such as ABCDE-23456',
    passkeyIntro: 'Confirm it is you with your passkey.',
    verify: 'Verify',
    verifying: 'Verifying...',
    useRecovery: 'Use a recovery code',
    useCode: 'Use a code from the app',
    usePasskey: 'Use a passkey',
    startOver: 'Back to the password',
    /** "The sign-in expired. Sign in again." */
    expired: twoFactorMessages.mfaExpired,
    failed: 'The code could not be checked. Try again.',
  },
  passkey: {
    signIn: 'Sign in with a passkey',
    waiting: 'Waiting for the passkey...',
    cancelled: 'No passkey was used.',
    wrongAddress: 'Passkeys work only at the admin’s own address, by name (not an IP address).',
    failed: 'Signing in with the passkey did not work. Try again.',
  },
  sessions: {
    intro: 'Where your account is signed in. Sign out anything you do not recognise.',
    browser: 'Browser',
    address: 'Address',
    signedIn: 'Signed in',
    lastUsed: 'Last used',
    thisDevice: 'This device',
    signOut: 'Sign out',
    signOutConfirm: 'Sign out this session?',
    signOutOthers: 'Sign out all other sessions',
    signOutOthersConfirm: 'Sign out all other sessions? They will have to sign in again.',
    signedOut: 'Session signed out',
    signedOutOthers_one: '{{count}} other session signed out',
    signedOutOthers_other: '{{count}} other sessions signed out',
    unknownBrowser: 'Unknown',
    loadError: 'Error loading the sessions',
    actionError: 'Error signing the session out',
  },
};
