import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import { STRONG_PASSWORD, tokenOf } from '../../../api/src/test/users.js';
import type { CallContext, Calls } from './context.js';

/** Signs in with a password alone and answers the session token. */
export async function signIn({ anonymous }: CallContext, username: string, password = STRONG_PASSWORD) {
  const answer = await unwrap(anonymous.POST('/api/admin/auth/login', { body: { username, password } }));
  if (!('token' in answer)) throw new Error(`${username} was asked for a second factor`);
  return answer.token;
}

/** Invites someone, who accepts with STRONG_PASSWORD; answers their user id. */
export async function invite(ctx: CallContext, username: string, role: 'owner' | 'editor' | 'support') {
  const invited = await unwrap(
    ctx.owner.POST('/api/admin/users', { body: { username, email: `${username}@example.com`, role } }),
  );
  const token = tokenOf(invited.link);
  expect(
    (await unwrap(ctx.anonymous.GET('/api/admin/auth/link', { params: { query: { token } } }))).purpose,
  ).toBe('invite');
  await unwrap(
    ctx.anonymous.POST('/api/admin/auth/accept-invite', { body: { token, password: STRONG_PASSWORD } }),
  );
  return invited.user.id;
}

/** Users and their own accounts: invitations, reset links, sessions, the account page. */
export const accountCalls: Calls = async (ctx) => {
  const { owner, as } = ctx;
  const id = await invite(ctx, 'bruno', 'editor');
  const user = { params: { path: { id } } };
  expect((await unwrap(owner.GET('/api/admin/users/{id}', user))).role).toBe('editor');
  await unwrap(owner.PUT('/api/admin/users/{id}', { ...user, body: { display_name: 'Bruno Costa' } }));
  expect((await unwrap(owner.GET('/api/admin/users'))).map((row) => row.username)).toContain('bruno');

  const reset = await unwrap(owner.POST('/api/admin/users/{id}/reset-password', user));
  const newPassword = 'amber-lighthouse-orbit-93';
  await unwrap(
    ctx.anonymous.POST('/api/admin/auth/reset-password', {
      body: { token: tokenOf(reset.link), password: newPassword },
    }),
  );

  // Bruno's own account, in a session of his; a second session is then signed out from the first.
  const bruno = as(await signIn(ctx, 'bruno', newPassword));
  expect((await unwrap(bruno.GET('/api/admin/auth/me'))).admin.username).toBe('bruno');
  await unwrap(bruno.PUT('/api/admin/account', { body: { display_name: 'Bruno C.' } }));
  await unwrap(
    bruno.POST('/api/admin/account/password', {
      body: { current_password: newPassword, new_password: STRONG_PASSWORD },
    }),
  );
  const other = as(await signIn(ctx, 'bruno'));
  const sessions = await unwrap(bruno.GET('/api/admin/auth/sessions'));
  const otherId = sessions.find((session) => !session.current)?.id as number;
  await unwrap(bruno.DELETE('/api/admin/auth/sessions/{id}', { params: { path: { id: otherId } } }));
  expect((await other.GET('/api/admin/auth/me')).response.status).toBe(401);
  await signIn(ctx, 'bruno');
  expect((await unwrap(bruno.POST('/api/admin/auth/logout-all'))).revoked).toBe(1);
  await unwrap(bruno.POST('/api/admin/auth/logout'));

  await unwrap(owner.DELETE('/api/admin/users/{id}', user));
};
