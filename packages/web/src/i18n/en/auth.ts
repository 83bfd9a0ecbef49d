import { authMessages, LoginBody } from '@land-office/contract';

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
