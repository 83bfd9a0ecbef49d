import type {
  LoginResponse,
  MfaRequired,
  RecoveryCodes,
  TotpSetup,
  TwoFactorStatus,
  User,
} from '@land-office/contract';
import { twoFactorMessages } from '@land-office/contract';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { addUser, STRONG_PASSWORD } from '../../test/users.js';

let now = Date.parse('2026-11-25T12:00:00Z');
const clock = () => now;
/** The code an authenticator app shows `offsetSeconds` from the app's clock. */
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(now / 1000) + offsetSeconds });

describeEachDb(
  'two-factor sign-in with TOTP and recovery codes',
  (t) => {
    const as = (authorization: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
    const login = (username: string, password = STRONG_PASSWORD) =>
      t.app.inject({ method: 'POST', url: '/api/admin/auth/login', payload: { username, password } });
    const mfa = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/auth/mfa', payload });
    const mfaToken = async (username: string) => {
      const res = await login(username);
      const body = res.json() as MfaRequired;
      expect(body).toMatchObject({ mfa_required: true, methods: ['totp', 'recovery'] });
      expect(body).not.toHaveProperty('token');
      return body.mfa_token;
    };

    let secret: string;
    let recovery: string[];
    let auth: string;

    beforeAll(async () => {
      auth = (await addUser(t, 'tina-totp', 'editor')).auth;
    });

    it('enrols an authenticator app: QR code and secret, confirmed by a first code, then ten recovery codes', async () => {
      const setup = (await as(auth, 'POST', '/api/admin/account/totp/setup')).json() as TotpSetup;
      secret = setup.secret;
      expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\/Land%20Office:tina-totp%40example\.com\?/);
      expect(setup.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      // Not on until confirmed: a sign-in still needs only the password.
      expect((await login('tina-totp')).json()).toHaveProperty('token');

      const wrong = await as(auth, 'POST', '/api/admin/account/totp/confirm', { code: '000000' });
      expect(wrong.json()).toEqual({
        error: twoFactorMessages.wrongCode,
        field: 'code',
        code: 'second_factor_failed',
      });
      const confirmed = await as(auth, 'POST', '/api/admin/account/totp/confirm', {
        code: await codeAt(secret),
      });
      recovery = (confirmed.json() as RecoveryCodes).recovery_codes;
      expect(recovery).toHaveLength(10);
      expect(new Set(recovery).size).toBe(10);
      for (const code of recovery) expect(code).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
      const status = (await as(auth, 'GET', '/api/admin/account/two-factor')).json() as TwoFactorStatus;
      expect(status).toMatchObject({ totp: true, recovery_codes_left: 10, passkeys: [], required: false });
      const users = (await t.admin('GET', '/api/admin/users')).json() as User[];
      expect(users.find((u) => u.username === 'tina-totp')?.two_factor).toBe(true);
    });

    it('asks for the second factor after the password, and accepts codes from either edge of the window once', async () => {
      now += 10 * 60_000;
      const early = await mfa({ mfa_token: await mfaToken('tina-totp'), code: await codeAt(secret, -30) });
      expect(early.statusCode, early.body).toBe(200);
      expect((early.json() as LoginResponse).admin.username).toBe('tina-totp');

      const late = await codeAt(secret, 30);
      expect((await mfa({ mfa_token: await mfaToken('tina-totp'), code: late })).statusCode).toBe(200);
      // The same code again, or one of an earlier step, is refused: each works once.
      const token = await mfaToken('tina-totp');
      const replay = await mfa({ mfa_token: token, code: late });
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toEqual({ error: twoFactorMessages.wrongCode, code: 'second_factor_failed' });
      expect((await mfa({ mfa_token: token, code: await codeAt(secret) })).statusCode).toBe(401);
      // Two steps ahead is outside the window.
      expect((await mfa({ mfa_token: token, code: await codeAt(secret, 90) })).statusCode).toBe(401);
    });

    it('accepts the same fresh code only once when it is sent twice at the same moment', async () => {
      now += 10 * 60_000;
      const code = await codeAt(secret);
      const [a, b] = await Promise.all([
        mfa({ mfa_token: await mfaToken('tina-totp'), code }),
        mfa({ mfa_token: await mfaToken('tina-totp'), code }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 401]);
    });

    it('takes each recovery code once, typed in any case and spacing', async () => {
      const code = recovery[0] as string;
      const typed = ` ${code.toLowerCase().replace('-', ' ')} `;
      const ok = await mfa({ mfa_token: await mfaToken('tina-totp'), recovery_code: typed });
      expect(ok.statusCode, ok.body).toBe(200);
      const again = await mfa({ mfa_token: await mfaToken('tina-totp'), recovery_code: code });
      expect(again.json()).toEqual({ error: twoFactorMessages.wrongCode, code: 'second_factor_failed' });
      const status = (await as(auth, 'GET', '/api/admin/account/two-factor')).json() as TwoFactorStatus;
      expect(status.recovery_codes_left).toBe(9);
    });

    it('gives a second-factor token five tries and five minutes', async () => {
      const token = await mfaToken('tina-totp');
      for (let i = 0; i < 5; i++)
        expect((await mfa({ mfa_token: token, code: '000000' })).statusCode).toBe(401);
      now += 60_000;
      const sixth = await mfa({ mfa_token: token, code: await codeAt(secret) });
      expect(sixth.json()).toEqual({ error: twoFactorMessages.mfaExpired, code: 'sign_in_expired' });

      const slow = await mfaToken('tina-totp');
      now += 5 * 60_000 + 1000;
      expect((await mfa({ mfa_token: slow, code: await codeAt(secret) })).json()).toEqual({
        error: twoFactorMessages.mfaExpired,
        code: 'sign_in_expired',
      });
    });

    it('makes new recovery codes and turns TOTP off only with the password', async () => {
      now += 10 * 60_000;
      const signedIn = await mfa({ mfa_token: await mfaToken('tina-totp'), code: await codeAt(secret) });
      auth = `Bearer ${(signedIn.json() as LoginResponse).token}`;
      const refused = await as(auth, 'POST', '/api/admin/account/recovery-codes', { password: 'nope' });
      expect(refused.json()).toMatchObject({ field: 'password' });
      const fresh = await as(auth, 'POST', '/api/admin/account/recovery-codes', {
        password: STRONG_PASSWORD,
      });
      expect((fresh.json() as RecoveryCodes).recovery_codes).toHaveLength(10);
      // The old set is dead.
      const old = await mfa({ mfa_token: await mfaToken('tina-totp'), recovery_code: recovery[1] as string });
      expect(old.statusCode).toBe(401);

      expect(
        (await as(auth, 'POST', '/api/admin/account/totp/disable', { password: 'nope' })).statusCode,
      ).toBe(400);
      const off = await as(auth, 'POST', '/api/admin/account/totp/disable', { password: STRONG_PASSWORD });
      expect(off.json()).toEqual({ totp: false });
      expect((await login('tina-totp')).json()).toHaveProperty('token');
    });

    it('lets an owner clear the second factors of someone who lost them', async () => {
      const lost = await addUser(t, 'lou-lost', 'editor');
      const setup = (await as(lost.auth, 'POST', '/api/admin/account/totp/setup')).json() as TotpSetup;
      await as(lost.auth, 'POST', '/api/admin/account/totp/confirm', { code: await codeAt(setup.secret) });
      expect((await login('lou-lost')).json()).toHaveProperty('mfa_required', true);
      const cleared = await t.admin('DELETE', `/api/admin/users/${lost.id}/two-factor`);
      expect(cleared.json()).toMatchObject({ username: 'lou-lost', two_factor: false });
      expect((await login('lou-lost')).json()).toHaveProperty('token');
      expect(
        (await as(lost.auth, 'DELETE' as 'GET', `/api/admin/users/${lost.id}/two-factor`)).statusCode,
      ).toBe(403);
    });

    it('lets an owner require a second factor: a user without one may use only their account until they enrol', async () => {
      const required = await t.admin('PUT', '/api/admin/security-settings', { require_two_factor: true });
      expect(required.json()).toEqual({ require_two_factor: true });
      try {
        await addUser(t, 'nina-new', 'editor').catch(() => undefined);
        const res = (await login('nina-new')).json() as LoginResponse;
        expect(res.admin.must_enrol_two_factor).toBe(true);
        const nina = `Bearer ${res.token}`;
        const blocked = await as(nina, 'GET', '/api/blog/admin');
        expect(blocked.statusCode).toBe(403);
        expect(blocked.json()).toEqual({ error: twoFactorMessages.enrolFirst, code: 'two_factor_required' });
        expect((await as(nina, 'GET', '/api/admin/auth/me')).json().admin.must_enrol_two_factor).toBe(true);

        const setup = (await as(nina, 'POST', '/api/admin/account/totp/setup')).json() as TotpSetup;
        const done = await as(nina, 'POST', '/api/admin/account/totp/confirm', {
          code: await codeAt(setup.secret),
        });
        expect(done.statusCode).toBe(200);
        expect((await as(nina, 'GET', '/api/blog/admin')).statusCode).toBe(200);
        expect((await as(nina, 'GET', '/api/admin/auth/me')).json().admin).not.toHaveProperty(
          'must_enrol_two_factor',
        );
      } finally {
        await t.admin('PUT', '/api/admin/security-settings', { require_two_factor: false });
      }
    });

    it('ends the sessions of everyone without a second factor once one is required, and keeps the others', async () => {
      const sam = await addUser(t, 'sam-session', 'editor');
      const tess = await addUser(t, 'tess-totp', 'editor');
      const setup = (await as(tess.auth, 'POST', '/api/admin/account/totp/setup')).json() as TotpSetup;
      await as(tess.auth, 'POST', '/api/admin/account/totp/confirm', { code: await codeAt(setup.secret) });
      expect((await as(sam.auth, 'GET', '/api/blog/admin')).statusCode).toBe(200);
      try {
        const required = await t.admin('PUT', '/api/admin/security-settings', { require_two_factor: true });
        expect(required.statusCode).toBe(200);
        // Sam has none: signed out, and led to set one up at his next sign-in.
        expect((await as(sam.auth, 'GET', '/api/blog/admin')).statusCode).toBe(401);
        expect(((await login('sam-session')).json() as LoginResponse).admin.must_enrol_two_factor).toBe(true);
        // Tess has one: still signed in. The owner who asked keeps the session that asked.
        expect((await as(tess.auth, 'GET', '/api/blog/admin')).statusCode).toBe(200);
        expect((await t.admin('GET', '/api/blog/admin')).statusCode).toBe(200);
        // Saving it again, already required, signs no one else out.
        const again = await login('sam-session');
        const samAgain = `Bearer ${(again.json() as LoginResponse).token}`;
        await t.admin('PUT', '/api/admin/security-settings', { require_two_factor: true });
        expect((await as(samAgain, 'GET', '/api/admin/auth/me')).statusCode).toBe(200);
      } finally {
        await t.admin('PUT', '/api/admin/security-settings', { require_two_factor: false });
      }
    });
  },
  {},
  { clock },
);
