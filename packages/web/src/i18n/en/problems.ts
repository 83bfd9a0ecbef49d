import {
  authMessages,
  mediaMessages,
  operations,
  TotpConfirm,
  twoFactorMessages,
  userMessages,
} from '@land-office/contract';

/** What the contract's check of a code says of one that is not six digits. */
const sixDigits = TotpConfirm.safeParse({ code: 'x' }).error?.issues[0]?.message ?? '';

/**
 * What the contract's rules and zod say when they refuse a value, word for word as they say it
 * (English), so that `problemText` can recognise each and say it in the admin's language.
 * `{{label}}` is a field's label, translated through the content types' field labels.
 */
export const problems = {
  required: '{{label}} is required',
  tooLong: 'Too big: expected string to have <={{max}} characters',
  colour: '{{label}} must be a colour such as {{example}}',
  known: {
    icon: 'Icon must be a Font Awesome name such as faHome',
    slug: 'Slug may hold only lowercase letters, digits, - and _',
    imageUrl: 'Image URL must be an http(s) URL',
    externalLink: 'an external link needs a full http(s) URL',
    internalLink: 'an internal page needs a relative URL such as /news',
    bannerImage: 'a banner needs an image',
    httpUrl: 'must be an http(s) URL',
    siteUrl: 'must be an http(s) URL or a site-relative path',
    uploadedImage: 'must be an http(s) URL or an uploaded image',
    email: 'must be an e-mail address',
    plainId: 'must be a plain ID (letters, digits, - and _)',
    theme: 'must be light or dark',
    view: 'must be grid or list',
    invalidCredentials: authMessages.invalidCredentials,
    throttled: 'Too many sign-in attempts. Try again in {{minutes}} minutes.',
    tooManyRequests: 'Too many requests from this address; try again in {{after}}',
    databaseDown: 'The database is unavailable, try again shortly',
    databaseReadOnly: 'The database is read-only at the moment, try again shortly',
    storageDown: 'File storage is unavailable, try again shortly',
    storageReadOnly: 'File storage is read-only at the moment, try again shortly',
    diskFull: 'The disk is full: nothing was saved. Free some space and try again',
    busy: 'The server is busy, try again shortly',
    /** `userMessages.forbidden(role, operation)`: "Your role (editor) cannot change site settings". */
    forbidden: 'Your role ({{role}}) cannot {{operation}}',
    lastOwner: userMessages.lastOwner,
    notYourself: userMessages.notYourself,
    userNotFound: userMessages.notFound,
    usernameTaken: userMessages.usernameTaken,
    emailTaken: userMessages.emailTaken,
    usernameOrEmail: userMessages.usernameOrEmail,
    linkInvalid: userMessages.linkInvalid,
    passwordTooShort: userMessages.passwordTooShort,
    passwordTooWeak: userMessages.passwordTooWeak('{{reason}}'),
    currentPasswordWrong: userMessages.currentPasswordWrong,
    inactive: userMessages.inactive,
    usernameRequired: 'Username is required',
    usernameSpaces: 'Username cannot contain spaces',
    usernameTooLong: 'Username must be at most 100 characters',
    displayNameTooLong: 'Display name must be at most 100 characters',
    emailInvalid: 'Enter a valid e-mail address',
    roleInvalid: 'Role must be owner, editor or support',
    passwordRequired: 'Password is required',
    currentPasswordRequired: 'Current password is required',
    mfaExpired: twoFactorMessages.mfaExpired,
    wrongCode: twoFactorMessages.wrongCode,
    enrolFirst: twoFactorMessages.enrolFirst,
    noSetup: twoFactorMessages.noSetup,
    passkeyFailed: twoFactorMessages.passkeyFailed,
    passkeyUnknown: twoFactorMessages.passkeyUnknown,
    passkeyNotFound: twoFactorMessages.passkeyNotFound,
    lastFactorRequired: twoFactorMessages.lastFactorRequired,
    usePasskey: twoFactorMessages.usePasskey,
    /** "Enter the 6-digit code" */
    sixDigits,
    passkeyName: 'Name the passkey',
    totpAlreadyOn: 'Two-factor sign-in with an app is already on',
    passkeyTaken: 'This passkey is already registered',
    mediaNotFound: mediaMessages.notFound,
    mediaUnsupported: mediaMessages.unsupportedImage,
    mediaAltTooLong: mediaMessages.altTooLong,
  },
  /** What each role is refused, as `forbidden`'s `{{operation}}` says it: the contract's words. */
  operations,
};
