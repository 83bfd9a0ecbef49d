import type { LoginResponse, MfaRequired, Passkey, TwoFactorStatus } from '@land-office/contract';
import { twoFactorMessages } from '@land-office/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDb } from '../../test/app.js';
import { softAuthenticator } from '../../test/soft-authenticator.js';
import { addUser } from '../../test/users.js';

const ORIGIN = 'https://office.example.com';

describeEachDb(
  'passkeys',
  (t) => {
    const post = (url: string, payload: object, authorization?: string) =>
      t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
    const key = softAuthenticator(ORIGIN);
    let pia: { id: number; auth: string };

    beforeAll(async () => {
      pia = await addUser(t, 'pia-passkey', 'support');
    });

    const register = async (name?: string) => {
      const options = (await post('/api/admin/auth/webauthn/register/options', {}, pia.auth)).json();
      expect(options.rp).toEqual({ name: 'Land Office', id: 'office.example.com' });
      expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required' });
      return post(
        '/api/admin/auth/webauthn/register/verify',
        { response: key.register(options), ...(name ? { name } : {}) },
        pia.auth,
      );
    };
    const passkeyOptions = async (mfa_token?: string) =>
      (await post('/api/admin/auth/webauthn/login/options', mfa_token ? { mfa_token } : {})).json();

    it('registers a passkey from the account, named, and refuses the same authenticator twice', async () => {
      const res = await register('Work laptop');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ name: 'Work laptop', last_used_at: null });
      const status = (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/account/two-factor',
          headers: { authorization: pia.auth },
        })
      ).json() as TwoFactorStatus;
      expect(status.passkeys.map((p) => p.name)).toEqual(['Work laptop']);
      // The options exclude it, and a second registration of it is refused.
      const options = (await post('/api/admin/auth/webauthn/register/options', {}, pia.auth)).json();
      expect(options.excludeCredentials).toEqual([expect.objectContaining({ id: key.id })]);
      const again = await post(
        '/api/admin/auth/webauthn/register/verify',
        { response: key.register(options) },
        pia.auth,
      );
      expect(again.statusCode).toBe(409);
    });

    it('signs in with the passkey alone, no username, and each challenge works once', async () => {
      const options = await passkeyOptions();
      expect(options.allowCredentials ?? []).toEqual([]);
      expect(options.userVerification).toBe('required');
      const response = key.authenticate(options);
      const res = await post('/api/admin/auth/webauthn/login/verify', { response });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as LoginResponse).admin).toMatchObject({ username: 'pia-passkey', role: 'support' });
      const replay = await post('/api/admin/auth/webauthn/login/verify', { response });
      expect(replay.statusCode).toBe(401);
      const list = (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/account/passkeys',
          headers: { authorization: pia.auth },
        })
      ).json() as Passkey[];
      expect(list[0]?.last_used_at).toEqual(expect.any(String));
    });

    it('refuses a passkey alone without user verification, and a signature over another challenge', async () => {
      const unverified = key.authenticate(await passkeyOptions(), { verified: false });
      expect((await post('/api/admin/auth/webauthn/login/verify', { response: unverified })).json()).toEqual({
        error: twoFactorMessages.passkeyFailed,
        code: 'second_factor_failed',
      });
      const options = await passkeyOptions();
      const forged = key.authenticate({
        ...options,
        challenge: Buffer.from('not the challenge').toString('base64url'),
      });
      expect((await post('/api/admin/auth/webauthn/login/verify', { response: forged })).statusCode).toBe(
        401,
      );
      const stranger = softAuthenticator(ORIGIN);
      stranger.register({ challenge: 'x', rp: { id: 'office.example.com' }, user: { id: 'x' } });
      const unknown = await post('/api/admin/auth/webauthn/login/verify', {
        response: stranger.authenticate(await passkeyOptions()),
      });
      expect(unknown.json()).toEqual({
        error: twoFactorMessages.passkeyUnknown,
        code: 'second_factor_failed',
      });
    });

    it('finishes a password sign-in with the passkey as second factor', async () => {
      const login = await post('/api/admin/auth/login', {
        username: 'pia-passkey',
        password: 'violet-harbour-engine-47',
      });
      const { mfa_token, methods } = login.json() as MfaRequired;
      expect(methods).toEqual(['webauthn']);
      // No app to send a code from: the answer says how to finish.
      expect((await post('/api/admin/auth/mfa', { mfa_token, code: '123456' })).json()).toEqual({
        error: twoFactorMessages.usePasskey,
        code: 'validation',
      });
      const options = await passkeyOptions(mfa_token);
      expect(options.allowCredentials).toEqual([expect.objectContaining({ id: key.id })]);
      const res = await post('/api/admin/auth/webauthn/login/verify', {
        mfa_token,
        response: key.authenticate(options),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await post('/api/admin/auth/mfa', { mfa_token, code: '123456' })).statusCode).toBe(401);
    });

    it('removes a passkey: the password alone signs in again', async () => {
      const [passkey] = (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/account/passkeys',
          headers: { authorization: pia.auth },
        })
      ).json() as Passkey[];
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/account/passkeys/${passkey?.id}`,
        headers: { authorization: pia.auth },
      });
      expect(removed.statusCode).toBe(200);
      const login = await post('/api/admin/auth/login', {
        username: 'pia-passkey',
        password: 'violet-harbour-engine-47',
      });
      expect(login.json()).toHaveProperty('token');
    });
  },
  { PUBLIC_ADMIN_URL: ORIGIN },
);
