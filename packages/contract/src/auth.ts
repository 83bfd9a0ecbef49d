import { z } from 'zod';
import { Role } from './users.js';

export const LoginBody = z.strictObject({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, { error: 'Username is required' })
    .max(100),
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(1000),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The signed-in user, as the login answer and `GET /api/admin/auth/me` give it. */
export const Admin = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string().nullable(),
  role: Role,
  display_name: z.string(),
  /** Present (true) when a second factor is required and this user has none: only their account is open until they set one up. */
  must_enrol_two_factor: z.boolean().optional(),
});
export type Admin = z.infer<typeof Admin>;

/**
 * `GET /api/admin/auth/me`: the signed-in user, and what every admin screen needs of the site:
 * its time zone (`SITE_TIMEZONE`), in which dates and times are shown and picked, its public
 * address (`PUBLIC_SITE_URL`, null when unset), which search-result previews show, and whether
 * this server renders it at `/` (`PUBLIC_SITE`), which the header links to.
 */
export const Me = z.object({
  admin: Admin,
  site: z.object({ timezone: z.string(), url: z.string().nullable(), served: z.boolean() }),
});
export type Me = z.infer<typeof Me>;

export const LoginResponse = z.object({ token: z.string(), admin: Admin });
export type LoginResponse = z.infer<typeof LoginResponse>;

/** One of the signed-in user's sessions (`GET /api/admin/auth/sessions`). */
export const AdminSession = z.object({
  id: z.number(),
  created_at: z.string(),
  last_used_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSession>;

export const authMessages = {
  invalidCredentials: 'Invalid username or password',
  /** The sign-in throttle's 429; `minutes` rounded up. */
  throttled: (minutes: number) => `Too many sign-in attempts. Try again in ${minutes} minutes.`,
  sessionNotFound: 'Session not found',
  unauthenticated: 'Authentication required',
  sessionEnded: 'Session expired or signed out',
  loginFailed: 'Login failed',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
} as const;

/** Browser storage keys of the admin session (spec §3). */
export const sessionStorageKeys = { token: 'admin_token', user: 'admin_user' } as const;
