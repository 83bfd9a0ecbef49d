import {
  IdParam,
  Passkey,
  PasskeyLoginOptionsBody,
  PasskeyLoginVerify,
  PasskeyRegisterVerify,
  SignedIn,
  twoFactorMessages,
} from '@land-office/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.js';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound, Unauthorized, ValidationError } from '../../errors.js';
import { errorResponse } from '../../plugins/openapi-responses.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { logAccountChange } from './account-log.js';
import { adminOrigin } from './links.js';
import { accountTag, authTag } from './openapi.js';
import { startSession } from './sign-in.js';
import { twoFactorRepository } from './two-factor-repository.js';
import { MFA_MAX_TRIES } from './two-factor-routes.js';
import { userRepository } from './user-repository.js';

const authDoc = operationDocs(authTag.name);
const accountDoc = operationDocs(accountTag.name);

const CEREMONY_MS = 5 * 60_000;
/**
 * The WebAuthn library, loaded on the first passkey ceremony rather than at start: with its
 * certificate parsers (@peculiar/*, asn1js, tsyringe, reflect-metadata) it is some 300 files.
 */
const webauthn = () => import('@simplewebauthn/server');
const write = { config: { invalidates: [] } };
/** The browser's options JSON, passed to navigator.credentials as is. */
const Options = z.record(z.string(), z.unknown());

/** The challenge the browser signed, from its clientDataJSON; undefined when unreadable. */
function signedChallenge(response: Record<string, unknown>): string | undefined {
  try {
    const clientData = (response.response as { clientDataJSON?: unknown } | undefined)?.clientDataJSON;
    if (typeof clientData !== 'string') return undefined;
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === 'string' ? parsed.challenge : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Passkeys (WebAuthn, discoverable credentials): registered from the account page, then a sign-in
 * on their own (no username) or the second step after a password. The relying party is the
 * admin's host: PUBLIC_ADMIN_URL's, else the request's.
 */
export const passkeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const factors = twoFactorRepository(app.db, app.clock);
  const relyingParty = (req: FastifyRequest) => {
    const origin = adminOrigin(app.config, req);
    return { origin, rpID: new URL(origin).hostname };
  };

  app.post(
    '/admin/auth/webauthn/register/options',
    {
      onRequest: app.requireAdmin,
      ...write,
      schema: authDoc(
        'startPasskeyRegistration',
        'Start adding a passkey',
        "The WebAuthn options for the browser's prompt that creates a passkey for the signed-in user.",
        { response: { 200: Options } },
      ),
    },
    async (req) => {
      const user = req.admin as NonNullable<typeof req.admin>;
      const existing = await factors.passkeysOf(user.id);
      const options = await (await webauthn()).generateRegistrationOptions({
        rpName: 'Land Office',
        rpID: relyingParty(req).rpID,
        userName: user.username,
        userDisplayName: user.display_name,
        userID: new TextEncoder().encode(`land-office-user-${user.id}`),
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.credential_id,
          transports: p.transports.split(',').filter(Boolean) as never,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      await factors.createChallenge('passkey-register', {
        userId: user.id,
        token: options.challenge,
        challenge: options.challenge,
        ttlMs: CEREMONY_MS,
      });
      return options as unknown as Record<string, unknown>;
    },
  );

  app.post(
    '/admin/auth/webauthn/register/verify',
    {
      onRequest: app.requireAdmin,
      ...write,
      schema: authDoc(
        'completePasskeyRegistration',
        'Finish adding a passkey',
        "Checks the browser's answer and keeps the new passkey under the name given.",
        { body: PasskeyRegisterVerify, response: { 200: Passkey } },
      ),
    },
    async (req) => {
      const user = req.admin as NonNullable<typeof req.admin>;
      const challenge = signedChallenge(req.body.response);
      const row = challenge ? await factors.tryChallenge('passkey-register', challenge, 1) : undefined;
      if (!row || row.user_id !== user.id || !row.challenge)
        throw new ValidationError(twoFactorMessages.passkeyFailed);
      const { origin, rpID } = relyingParty(req);
      const result = await (await webauthn())
        .verifyRegistrationResponse({
          response: req.body.response as unknown as RegistrationResponseJSON,
          expectedChallenge: row.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: false,
        })
        .catch(() => ({ verified: false as const, registrationInfo: undefined }));
      await factors.endChallenge(row.id);
      if (!result.verified || !result.registrationInfo)
        throw new ValidationError(twoFactorMessages.passkeyFailed);
      const { credential } = result.registrationInfo;
      const count = (await factors.passkeysOf(user.id)).length;
      return transaction(app.db, async (trx) => {
        const repo = twoFactorRepository(trx, app.clock);
        const added = await repo
          .addPasskey({
            userId: user.id,
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: credential.transports ?? [],
            name: req.body.name ?? `Passkey ${count + 1}`,
          })
          .catch((err) => {
            if (isUniqueViolation(err))
              throw new Conflict('This passkey is already registered', 'already_exists');
            throw err;
          });
        await repo.enrolled(user.id);
        await logAccountChange(trx, req, `Added the passkey "${added.name}"`);
        return added;
      });
    },
  );

  app.get(
    '/admin/account/passkeys',
    {
      onRequest: app.requireAdmin,
      schema: accountDoc(
        'listPasskeys',
        'List my passkeys',
        "The signed-in user's passkeys: names, when added and last used.",
        { response: { 200: Passkey.array() } },
      ),
    },
    async (req) =>
      (await factors.passkeysOf(req.admin?.id as number)).map(({ id, name, created_at, last_used_at }) => ({
        id,
        name,
        created_at,
        last_used_at,
      })),
  );

  app.delete(
    '/admin/account/passkeys/:id',
    {
      onRequest: app.requireAdmin,
      ...write,
      schema: accountDoc(
        'deletePasskey',
        'Delete one of my passkeys',
        'Removes a passkey of the signed-in user.',
        { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } },
      ),
    },
    async (req) => {
      const id = req.admin?.id as number;
      if (!(await factors.keepOneIfRequired(id, 'passkey')))
        throw new Conflict(twoFactorMessages.lastFactorRequired, 'last_factor');
      await transaction(app.db, async (trx) => {
        if (!(await twoFactorRepository(trx, app.clock).removePasskey(id, req.params.id)))
          throw new NotFound(twoFactorMessages.passkeyNotFound);
        await logAccountChange(trx, req, 'Removed a passkey');
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/auth/webauthn/login/options',
    {
      ...write,
      schema: authDoc(
        'startPasskeySignIn',
        'Start signing in with a passkey',
        "The WebAuthn options for the browser's passkey prompt: for the `mfa_token` of a sign-in, or for a sign-in by passkey alone.",
        {
          security: [],
          body: PasskeyLoginOptionsBody.optional(),
          response: { 200: Options, 401: errorResponse('The sign-in it continues expired') },
        },
      ),
    },
    async (req) => {
      const mfaToken = req.body?.mfa_token;
      const { rpID } = relyingParty(req);
      if (mfaToken) {
        // The second step after a password: that user's passkeys only.
        const row = await factors.peekChallenge('mfa', mfaToken, MFA_MAX_TRIES);
        if (!row?.user_id) throw new Unauthorized(twoFactorMessages.mfaExpired, 'sign_in_expired');
        const passkeys = await factors.passkeysOf(row.user_id);
        const options = await (await webauthn()).generateAuthenticationOptions({
          rpID,
          userVerification: 'preferred',
          allowCredentials: passkeys.map((p) => ({
            id: p.credential_id,
            transports: p.transports.split(',').filter(Boolean) as never,
          })),
        });
        await factors.setChallenge(row.id, options.challenge);
        return options as unknown as Record<string, unknown>;
      }
      // A passkey alone: whichever of this site's passkeys the browser offers (no username needed).
      const options = await (await webauthn()).generateAuthenticationOptions({
        rpID,
        userVerification: 'required',
      });
      await factors.createChallenge('passkey-login', {
        userId: null,
        token: options.challenge,
        challenge: options.challenge,
        ttlMs: CEREMONY_MS,
      });
      return options as unknown as Record<string, unknown>;
    },
  );

  app.post(
    '/admin/auth/webauthn/login/verify',
    {
      ...write,
      schema: authDoc(
        'completePasskeySignIn',
        'Finish signing in with a passkey',
        "Checks the browser's passkey answer and answers the session token; 401 when it fails or its challenge expired.",
        {
          security: [],
          body: PasskeyLoginVerify,
          response: {
            200: SignedIn,
            401: errorResponse('The passkey is unknown or its answer failed, or the challenge expired'),
          },
        },
      ),
    },
    async (req) => {
      const { response, mfa_token } = req.body;
      const credentialId = typeof response.id === 'string' ? response.id : '';
      const passkey = credentialId ? await factors.passkeyByCredential(credentialId) : undefined;
      const row = mfa_token
        ? await factors.tryChallenge('mfa', mfa_token, MFA_MAX_TRIES)
        : await (async () => {
            const challenge = signedChallenge(response);
            return challenge ? factors.tryChallenge('passkey-login', challenge, 1) : undefined;
          })();
      if (!row?.challenge)
        throw mfa_token
          ? new Unauthorized(twoFactorMessages.mfaExpired, 'sign_in_expired')
          : new Unauthorized(twoFactorMessages.passkeyFailed, 'second_factor_failed');
      if (!passkey || (mfa_token && passkey.user_id !== row.user_id))
        throw new Unauthorized(twoFactorMessages.passkeyUnknown, 'second_factor_failed');
      const { origin, rpID } = relyingParty(req);
      const result = await (await webauthn())
        .verifyAuthenticationResponse({
          response: response as unknown as AuthenticationResponseJSON,
          expectedChallenge: row.challenge,
          expectedOrigin: origin,
          expectedRPID: rpID,
          requireUserVerification: !mfa_token,
          credential: {
            id: passkey.credential_id,
            publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
            counter: Number(passkey.counter),
            transports: passkey.transports.split(',').filter(Boolean) as never,
          },
        })
        .catch(() => ({ verified: false, authenticationInfo: undefined }));
      if (!result.verified || !result.authenticationInfo)
        throw new Unauthorized(twoFactorMessages.passkeyFailed, 'second_factor_failed');
      if (!(await factors.endChallenge(row.id)))
        throw new Unauthorized(twoFactorMessages.mfaExpired, 'sign_in_expired');
      await factors.passkeyUsed(passkey.id, result.authenticationInfo.newCounter);
      const user = await userRepository(app.db).findById(passkey.user_id);
      if (!user?.is_active) throw new Unauthorized(twoFactorMessages.passkeyUnknown, 'second_factor_failed');
      return startSession(app, req, user, {
        summary: mfa_token ? 'With a password and a passkey' : 'With a passkey',
      });
    },
  );
};
