import type { ActivityPage, ActivityResources, User, UserLink } from '@land-office/contract';
import { userMessages } from '@land-office/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { describeEachDb, TEST_ADMIN } from '../../test/app.js';
import { addUser, STRONG_PASSWORD, signInAs, tokenOf } from '../../test/users.js';

let now = Date.now();
const clock = () => now;
const HOUR = 3_600_000;

describeEachDb(
  'users, invitations and roles',
  (t) => {
    const as = (
      authorization: string,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: object,
    ) => t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    const me = async (authorization: string, app: App = t.app) =>
      (await app.inject({ method: 'GET', url: '/api/admin/auth/me', headers: { authorization } })).statusCode;
    const invite = async (payload: object) => {
      const res = await t.admin('POST', '/api/admin/users', payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as UserLink;
    };
    const accept = (token: string, password = STRONG_PASSWORD, display_name?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/accept-invite',
        payload: { token, password, ...(display_name ? { display_name } : {}) },
      });
    const ownerId = async () =>
      ((await t.admin('GET', '/api/admin/users')).json() as User[]).find(
        (u) => u.username === TEST_ADMIN.username,
      )?.id as number;

    it('makes the first administrator an owner, and says so at sign-in', async () => {
      const users = (await t.admin('GET', '/api/admin/users')).json() as User[];
      expect(users).toEqual([
        expect.objectContaining({
          username: TEST_ADMIN.username,
          role: 'owner',
          is_active: true,
          invited: false,
          two_factor: false,
          last_login_at: expect.any(String),
        }),
      ]);
    });

    it('invites by e-mail alone: a one-time link, the account pending until a password is chosen', async () => {
      const { user, link, expires_at, emailed } = await invite({ email: 'Rita@Example.com', role: 'editor' });
      expect(user).toMatchObject({ username: 'Rita@Example.com', role: 'editor', invited: true });
      expect(link).toMatch(/^http:\/\/localhost(:\d+)?\/admin\/accept-invite\?token=[\w-]{40,}$/);
      expect(Date.parse(expires_at) - now).toBe(72 * HOUR);
      expect(emailed).toBe(false);
      // Nobody signs in to a pending invitation, whatever they type.
      const blank = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: 'rita@example.com', password: 'x' },
      });
      expect(blank.statusCode).toBe(401);

      const info = await t.app.inject({ method: 'GET', url: `/api/admin/auth/link?token=${tokenOf(link)}` });
      expect(info.json()).toMatchObject({ purpose: 'invite', username: 'Rita@Example.com' });

      const weak = await accept(tokenOf(link), 'password1234');
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({
        field: 'password',
        error: expect.stringMatching(/^Password is too easy to guess\. /),
      });
      const short = await accept(tokenOf(link), 'Ab1!xyz');
      expect(short.json()).toEqual({
        error: userMessages.passwordTooShort,
        field: 'password',
        code: 'validation',
      });

      const ok = await accept(tokenOf(link), STRONG_PASSWORD, 'Rita Lopes');
      expect(ok.json()).toEqual({ ok: true, username: 'Rita@Example.com' });
      // Single use: the same link again, and its info, are refused.
      expect((await accept(tokenOf(link))).json()).toEqual({
        error: userMessages.linkInvalid,
        code: 'not_found',
      });
      const used = await t.app.inject({ method: 'GET', url: `/api/admin/auth/link?token=${tokenOf(link)}` });
      expect(used.statusCode).toBe(404);
      // Signs in by e-mail or username, whatever the case.
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        payload: { username: 'RITA@example.COM', password: STRONG_PASSWORD },
      });
      expect(login.json().admin).toEqual({
        id: user.id,
        username: 'Rita@Example.com',
        email: 'Rita@Example.com',
        role: 'editor',
        display_name: 'Rita Lopes',
      });
    });

    it('accepts one of two simultaneous submissions of one link, never both', async () => {
      const { link } = await invite({ username: 'twice', role: 'support' });
      const answers = await Promise.all([
        accept(tokenOf(link)),
        accept(tokenOf(link)),
        accept(tokenOf(link)),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 404, 404]);
    });

    it('refuses a second account with the same username or e-mail in another case', async () => {
      await invite({ username: 'Case-Person', email: 'case@example.com', role: 'editor' });
      const sameName = await t.admin('POST', '/api/admin/users', { username: 'case-person', role: 'editor' });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual({
        error: userMessages.usernameTaken,
        code: 'already_exists',
        field: 'username',
      });
      const sameMail = await t.admin('POST', '/api/admin/users', {
        username: 'other',
        email: 'CASE@example.com',
        role: 'editor',
      });
      expect(sameMail.json()).toEqual({
        error: userMessages.emailTaken,
        code: 'already_exists',
        field: 'email',
      });
      const bad = await t.admin('POST', '/api/admin/users', { role: 'admin' });
      expect(bad.statusCode).toBe(400);
    });

    it('keeps the last active owner: no demotion, deactivation or deletion, and not of oneself', async () => {
      const id = await ownerId();
      const demote = await t.admin('PUT', `/api/admin/users/${id}`, { role: 'editor' });
      expect(demote.statusCode).toBe(409);
      expect(demote.json()).toEqual({ error: userMessages.lastOwner, code: 'last_owner' });
      expect((await t.admin('PUT', `/api/admin/users/${id}`, { is_active: false })).json()).toEqual({
        error: userMessages.notYourself,
        code: 'own_account',
      });
      expect((await t.admin('DELETE', `/api/admin/users/${id}`)).json()).toEqual({
        error: userMessages.notYourself,
        code: 'own_account',
      });

      // A second owner can be demoted while the first remains; the first cannot then be demoted by them.
      const second = await addUser(t, 'second-owner', 'owner');
      const demoted = await as(second.auth, 'PUT', `/api/admin/users/${id}`, { role: 'editor' });
      expect(demoted.statusCode).toBe(200);
      const back = await as(second.auth, 'PUT', `/api/admin/users/${second.id}`, { role: 'editor' });
      expect(back.json()).toEqual({ error: userMessages.lastOwner, code: 'last_owner' });
      expect((await as(second.auth, 'PUT', `/api/admin/users/${id}`, { role: 'owner' })).statusCode).toBe(
        200,
      );
      expect((await t.admin('PUT', `/api/admin/users/${second.id}`, { role: 'editor' })).statusCode).toBe(
        200,
      );
    });

    it('leaves exactly one owner when two owners demote each other at the same moment', async () => {
      const a = await addUser(t, 'race-a', 'owner');
      const b = await addUser(t, 'race-b', 'owner');
      const first = await ownerId();
      // Three owners: the test owner first steps down, by another owner's hand.
      expect((await as(a.auth, 'PUT', `/api/admin/users/${first}`, { role: 'editor' })).statusCode).toBe(200);
      const answers = await Promise.all([
        as(a.auth, 'PUT', `/api/admin/users/${b.id}`, { role: 'editor' }),
        as(b.auth, 'PUT', `/api/admin/users/${a.id}`, { role: 'editor' }),
      ]);
      const owners = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'owner')
        .where('is_active', '=', true)
        .execute();
      expect(owners).toHaveLength(1);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      // Put the test owner back for the tests that follow.
      expect(owners[0]?.id).toBe(answers[0]?.statusCode === 200 ? a.id : b.id);
      const survivor = owners[0]?.id === a.id ? a : b;
      expect(
        (await as(survivor.auth, 'PUT', `/api/admin/users/${first}`, { role: 'owner' })).statusCode,
      ).toBe(200);
    });

    it('signs a deactivated user out at once, on another instance too, and refuses their sign-in', async () => {
      const other: App = await buildApp(t.config, { clock });
      await other.ready();
      try {
        const ana = await addUser(t, 'ana-deactivated', 'editor');
        expect(await me(ana.auth, other)).toBe(200);
        const res = await t.admin('PUT', `/api/admin/users/${ana.id}`, { is_active: false });
        expect(res.json()).toMatchObject({ is_active: false });
        expect(await me(ana.auth, other)).toBe(401);
        expect(await me(ana.auth)).toBe(401);
        const again = await t.app.inject({
          method: 'POST',
          url: '/api/admin/auth/login',
          payload: { username: 'ana-deactivated', password: STRONG_PASSWORD },
        });
        expect(again.statusCode).toBe(403);
        expect(again.json()).toEqual({ error: userMessages.inactive, code: 'account_inactive' });
        await t.admin('PUT', `/api/admin/users/${ana.id}`, { is_active: true });
        expect(await me(await signInAs(t.app, 'ana-deactivated'), other)).toBe(200);
      } finally {
        await other.close();
      }
    });

    it('deletes a user: their sessions end, their log entries keep the username', async () => {
      const gone = await addUser(t, 'leaving', 'editor');
      await as(gone.auth, 'POST', '/api/blog/admin', {
        title: 'Left behind',
        slug: 'left-behind',
        content: '<p>x</p>',
      });
      expect((await t.admin('DELETE', `/api/admin/users/${gone.id}`)).statusCode).toBe(200);
      expect(await me(gone.auth)).toBe(401);
      expect((await t.admin('GET', `/api/admin/users/${gone.id}`)).statusCode).toBe(404);
      const log = (await t.admin('GET', '/api/admin/activity?resource=blog')).json() as ActivityPage;
      expect(log.entries[0]).toMatchObject({ username: 'leaving', admin_id: null, display_name: null });
    });

    it('resets a password with a one-time link valid 24 hours, which signs every session out', async () => {
      const bob = await addUser(t, 'bob-reset', 'support');
      const res = await t.admin('POST', `/api/admin/users/${bob.id}/reset-password`);
      const { link, expires_at } = res.json() as UserLink;
      expect(link).toMatch(/\/admin\/reset-password\?token=/);
      expect(Date.parse(expires_at) - now).toBe(24 * HOUR);
      // The invitation page does not take a reset link.
      expect((await accept(tokenOf(link))).statusCode).toBe(404);
      // The old password works until the link is used.
      expect(await me(bob.auth)).toBe(200);
      const chosen = await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/reset-password',
        payload: { token: tokenOf(link), password: 'amber-lighthouse-cobalt-9' },
      });
      expect(chosen.json()).toEqual({ ok: true, username: 'bob-reset' });
      expect(await me(bob.auth)).toBe(401);
      await signInAs(t.app, 'bob-reset', 'amber-lighthouse-cobalt-9');
    });

    it('changes one’s own password (the current one needed) and signs the other sessions out', async () => {
      const cid = await addUser(t, 'cid-account', 'editor');
      const elsewhere = await signInAs(t.app, 'cid-account', STRONG_PASSWORD, '10.9.0.2');
      const wrong = await as(cid.auth, 'POST', '/api/admin/account/password', {
        current_password: 'not-it',
        new_password: 'amber-lighthouse-cobalt-9',
      });
      expect(wrong.json()).toEqual({
        error: userMessages.currentPasswordWrong,
        field: 'current_password',
        code: 'wrong_password',
      });
      const named = await as(cid.auth, 'POST', '/api/admin/account/password', {
        current_password: STRONG_PASSWORD,
        new_password: 'cid-account-1',
      });
      // Fine for a stranger, too easy for one who knows the username.
      expect(named.json()).toEqual({
        error: expect.stringContaining('personal'),
        code: 'validation',
        field: 'new_password',
      });
      const ok = await as(cid.auth, 'POST', '/api/admin/account/password', {
        current_password: STRONG_PASSWORD,
        new_password: 'amber-lighthouse-cobalt-9',
      });
      expect(ok.json()).toEqual({ ok: true, revoked: 1 });
      expect(await me(cid.auth)).toBe(200);
      expect(await me(elsewhere)).toBe(401);

      const profile = await as(cid.auth, 'PUT', '/api/admin/account', {
        display_name: 'Cid Moreira',
        email: null,
      });
      expect(profile.json()).toEqual({
        admin: {
          id: cid.id,
          username: 'cid-account',
          email: null,
          role: 'editor',
          display_name: 'Cid Moreira',
        },
      });
      // Nobody changes their own role through their account.
      expect((await as(cid.auth, 'PUT', '/api/admin/account', { role: 'owner' })).statusCode).toBe(400);
    });

    it('names people in the activity log and filters it by user', async () => {
      const dora = await addUser(t, 'dora-writer', 'editor');
      await as(dora.auth, 'PUT', '/api/admin/account', { display_name: 'Dora Writer' });
      await as(dora.auth, 'POST', '/api/blog/admin', {
        title: 'By Dora',
        slug: 'by-dora',
        content: '<p>x</p>',
      });
      const mine = (await t.admin('GET', `/api/admin/activity?user_id=${dora.id}`)).json() as ActivityPage;
      expect(mine.entries.length).toBeGreaterThan(0);
      expect(mine.entries.every((e) => e.admin_id === dora.id && e.display_name === 'Dora Writer')).toBe(
        true,
      );
      expect(mine.entries.map((e) => e.resource)).toContain('blog');
      const filters = (await t.admin('GET', '/api/admin/activity/resources')).json() as ActivityResources;
      expect(filters.users).toContainEqual({ id: dora.id, display_name: 'Dora Writer' });

      await t.app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: '10.77.0.5',
        payload: { username: 'dora-writer', password: 'wrong-guess' },
      });
      const failed = (
        await t.admin('GET', '/api/admin/activity?resource=auth&limit=1')
      ).json() as ActivityPage;
      expect(failed.entries[0]).toMatchObject({
        action: 'login_failed',
        summary: 'Username: dora-writer',
        ip: '10.77.0.5',
      });
    });

    // Last: moving the clock 72 hours on ends every session of this suite too.
    it('lets an invitation lapse after 72 hours', async () => {
      const { link } = await invite({ username: 'late-comer', role: 'editor' });
      now += 72 * HOUR - 1000;
      const info = await t.app.inject({ method: 'GET', url: `/api/admin/auth/link?token=${tokenOf(link)}` });
      expect(info.statusCode).toBe(200);
      now += 2000;
      expect((await accept(tokenOf(link))).json()).toEqual({
        error: userMessages.linkInvalid,
        code: 'not_found',
      });
    });
  },
  {},
  { clock },
);

afterAll(() => {
  now = Date.now();
});
beforeAll(() => {
  now = Date.now();
});
