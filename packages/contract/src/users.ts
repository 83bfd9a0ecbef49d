import { z } from 'zod';

/** Who may do what (issue "Team"). The server enforces it; the admin hides what a role cannot use. */
export const roles = ['owner', 'editor', 'support'] as const;
export const Role = z.enum(roles, { error: 'Role must be owner, editor or support' });
export type Role = z.infer<typeof Role>;

/**
 * Every operation the admin API guards, with the words a refusal uses:
 * "Your role (editor) cannot change site settings".
 */
export const operations = {
  account: 'use their own account',
  dashboard: 'see the dashboard',
  activity: 'see the activity log',
  content: 'change the website content',
  media: 'manage the media library',
  landPage: 'change the available-land page',
  runScraper: 'run the land scraper',
  support: 'manage the support team',
  users: 'manage users',
  siteSettings: 'change site settings',
  headerSettings: 'change header settings',
  scraperSources: 'change the scraper sources',
  transfer: 'export or import content',
  history: 'see the history and the trash of what they may change',
  webhooks: 'manage webhooks',
  tokens: 'manage API tokens',
} as const;
export type Operation = keyof typeof operations;

/** The one permission table: role → the operations it may perform (owner: every one). */
export const permissions: Record<Role, readonly Operation[]> = {
  owner: Object.keys(operations) as Operation[],
  editor: ['account', 'dashboard', 'activity', 'content', 'media', 'landPage', 'runScraper', 'history'],
  support: ['account', 'dashboard', 'support', 'history'],
};

export const can = (role: Role, operation: Operation) => permissions[role].includes(operation);

export const userMessages = {
  forbidden: (role: Role, operation: Operation) => `Your role (${role}) cannot ${operations[operation]}`,
  lastOwner: 'The last active owner cannot be demoted, deactivated or deleted',
  notYourself: 'You cannot deactivate or delete your own account',
  notFound: 'User not found',
  usernameTaken: 'Username is already taken',
  emailTaken: 'E-mail is already in use',
  usernameOrEmail: 'Give a username or an e-mail',
  linkInvalid: 'This link has expired or was already used',
  passwordTooShort: 'Password must be at least 12 characters',
  passwordTooWeak: (reason: string) => `Password is too easy to guess. ${reason}`,
  currentPasswordWrong: 'Current password is incorrect',
  inactive: 'This account is deactivated',
} as const;

export const PASSWORD_MIN_LENGTH = 12;

const Username = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, { error: 'Username is required' })
  .max(100, { error: 'Username must be at most 100 characters' })
  .regex(/^[^\s]+$/, { error: 'Username cannot contain spaces' });
const Email = z.email({ error: 'Enter a valid e-mail address' }).max(255);
const DisplayName = z.string().trim().max(100, { error: 'Display name must be at most 100 characters' });
/** A new password's length is checked by the server's policy, with its own message. */
const NewPassword = z.string({ error: 'Password is required' }).max(1000);

/** One user as `GET /api/admin/users` lists them. */
export const User = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  display_name: z.string(),
  role: Role,
  is_active: z.boolean(),
  /** Invited and has not chosen a password yet. */
  invited: z.boolean(),
  /** Whether a second factor (TOTP or a passkey) is set up. */
  two_factor: z.boolean(),
  created_at: z.string(),
  /** The user's version. */
  updated_at: z.string().optional(),
  last_login_at: z.string().nullable(),
});
export type User = z.infer<typeof User>;

/** `POST /api/admin/users`: invite someone by username or e-mail (or both). */
export const UserInvite = z
  .strictObject({
    username: Username.optional(),
    email: Email.nullish(),
    display_name: DisplayName.optional(),
    role: Role,
  })
  .refine((body) => body.username || body.email, {
    error: 'Give a username or an e-mail',
    path: ['username'],
  });
export type UserInvite = z.input<typeof UserInvite>;

/** `PUT /api/admin/users/:id`: any of these. */
export const UserUpdate = z.strictObject({
  username: Username.optional(),
  email: Email.nullish(),
  display_name: DisplayName.optional(),
  role: Role.optional(),
  is_active: z.boolean({ error: 'is_active must be true or false' }).optional(),
});
export type UserUpdate = z.input<typeof UserUpdate>;

/** A one-time link (invitation or password reset) and what became of it. */
export const UserLink = z.object({
  user: User,
  /** Absolute: `…/admin/accept-invite?token=…` or `…/admin/reset-password?token=…`. */
  link: z.string(),
  expires_at: z.string(),
  /** Whether it was e-mailed (SMTP_URL set and the user has an e-mail); else the owner passes it on. */
  emailed: z.boolean(),
});
export type UserLink = z.infer<typeof UserLink>;

/** `GET /api/admin/auth/link?token=`: what a one-time link is for, before its page asks for a password. */
export const LinkInfo = z.object({
  purpose: z.enum(['invite', 'reset']),
  username: z.string(),
  display_name: z.string(),
  expires_at: z.string(),
});
export type LinkInfo = z.infer<typeof LinkInfo>;
export const LinkQuery = z.object({ token: z.string().min(16).max(200) });

/** `POST /api/admin/auth/accept-invite` and `/reset-password`: choose the password; then sign in with it. */
export const ChoosePassword = z.strictObject({
  token: z.string({ error: 'The link is incomplete' }).min(16).max(200),
  password: NewPassword,
  display_name: DisplayName.optional(),
});
export type ChoosePassword = z.input<typeof ChoosePassword>;
export const ChosenPassword = z.object({ ok: z.literal(true), username: z.string() });

/** `PUT /api/admin/account`: the signed-in user's own e-mail and display name. */
export const AccountUpdate = z.strictObject({
  email: Email.nullish(),
  display_name: DisplayName.optional(),
});
export type AccountUpdate = z.input<typeof AccountUpdate>;

/** `POST /api/admin/account/password`. */
export const PasswordChange = z.strictObject({
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, { error: 'Current password is required' })
    .max(1000),
  new_password: NewPassword,
});
export type PasswordChange = z.input<typeof PasswordChange>;
