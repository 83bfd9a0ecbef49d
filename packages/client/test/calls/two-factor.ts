import { unwrap } from '@land-office/client';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { softAuthenticator } from '../../../api/src/test/soft-authenticator.js';
import { STRONG_PASSWORD } from '../../../api/src/test/users.js';
import { invite, signIn } from './accounts.js';
import type { Calls } from './context.js';

type Ceremony = { challenge: string; rp: { id: string }; user: { id: string }; rpId: string };

/** An authenticator app, recovery codes and a passkey, each enrolled and used to sign in. */
export const twoFactorCalls: Calls = async (ctx) => {
  const { owner, anonymous, as } = ctx;
  const id = await invite(ctx, 'carla', 'editor');
  const carla = as(await signIn(ctx, 'carla'));
  expect((await unwrap(carla.GET('/api/admin/account/two-factor'))).totp).toBe(false);

  const { secret } = await unwrap(carla.POST('/api/admin/account/totp/setup'));
  await unwrap(carla.POST('/api/admin/account/totp/confirm', { body: { code: await generate({ secret }) } }));
  const { recovery_codes } = await unwrap(
    carla.POST('/api/admin/account/recovery-codes', { body: { password: STRONG_PASSWORD } }),
  );
  const asked = await unwrap(
    anonymous.POST('/api/admin/auth/login', { body: { username: 'carla', password: STRONG_PASSWORD } }),
  );
  if (!('mfa_token' in asked)) throw new Error('carla signed in without her second factor');
  const signedIn = await unwrap(
    anonymous.POST('/api/admin/auth/mfa', {
      body: { mfa_token: asked.mfa_token, recovery_code: recovery_codes[0] as string },
    }),
  );
  expect(signedIn.admin.username).toBe('carla');

  const key = softAuthenticator(ctx.adminOrigin);
  const creation = await unwrap(carla.POST('/api/admin/auth/webauthn/register/options'));
  const passkey = await unwrap(
    carla.POST('/api/admin/auth/webauthn/register/verify', {
      body: { response: key.register(creation as Ceremony), name: 'Work laptop' },
    }),
  );
  expect((await unwrap(carla.GET('/api/admin/account/passkeys'))).map((p) => p.name)).toEqual([
    'Work laptop',
  ]);
  const request = await unwrap(anonymous.POST('/api/admin/auth/webauthn/login/options', { body: {} }));
  const byPasskey = await unwrap(
    anonymous.POST('/api/admin/auth/webauthn/login/verify', {
      body: { response: key.authenticate(request as Ceremony) },
    }),
  );
  expect(byPasskey.admin.username).toBe('carla');
  await unwrap(carla.DELETE('/api/admin/account/passkeys/{id}', { params: { path: { id: passkey.id } } }));
  await unwrap(carla.POST('/api/admin/account/totp/disable', { body: { password: STRONG_PASSWORD } }));

  // The owner's side: the requirement of a second factor, and clearing someone's factors.
  await unwrap(owner.PUT('/api/admin/security-settings', { body: { require_two_factor: false } }));
  expect(await unwrap(owner.GET('/api/admin/security-settings'))).toEqual({ require_two_factor: false });
  await unwrap(owner.DELETE('/api/admin/users/{id}/two-factor', { params: { path: { id } } }));
};
