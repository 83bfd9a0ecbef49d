import {
  MfaBody,
  PasswordConfirm,
  RecoveryCodes,
  SecuritySettings,
  SignedIn,
  TotpConfirm,
  TotpSetup,
  TwoFactorStatus,
  twoFactorMessages,
  userMessages,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { transaction } from '../../db/transaction.js';
import { Conflict, Unauthorized, ValidationError } from '../../errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { errorResponse } from '../../plugins/openapi-responses.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { logActivity } from '../activity/log.js';
import { logAccountChange } from './account-log.js';
import { accountTag, authTag, securitySettingsTag } from './openapi.js';
import { startSession } from './sign-in.js';
import { newTotpSecret, totpEnrolment, totpStep } from './totp.js';
import { twoFactorRepository } from './two-factor-repository.js';
import { userRepository } from './user-repository.js';

/** How long a password that passed waits for its second factor, and how many tries it gets. */
export const MFA_TTL_MS = 5 * 60_000;
export const MFA_MAX_TRIES = 5;

const write = { config: { invalidates: [] } };
const accountDoc = operationDocs(accountTag.name);
const authDoc = operationDocs(authTag.name);
const securitySettingsDoc = operationDocs(securitySettingsTag.name);

/** TOTP enrolment, recovery codes, the second step of a sign-in, and the owner's requirement. */
export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const factors = twoFactorRepository(app.db, app.clock);
  const guarded = { onRequest: app.requireAdmin, ...write };
  const userId = (req: { admin?: { id: number } }) => req.admin?.id as number;

  async function checkPassword(id: number, password: string) {
    const user = await userRepository(app.db).findById(id);
    if (!user || !(await verifyPassword(password, user.password_hash)))
      throw new ValidationError(userMessages.currentPasswordWrong, 'password', 'wrong_password');
  }

  app.get(
    '/admin/account/two-factor',
    {
      onRequest: app.requireAdmin,
      schema: accountDoc(
        'getTwoFactorStatus',
        'My second factors',
        'Whether TOTP is on, how many recovery codes are left, and whether a second factor is required.',
        { response: { 200: TwoFactorStatus } },
      ),
    },
    async (req) => {
      const id = userId(req);
      const [totp, left, passkeys, required] = await Promise.all([
        factors.totpOf(id),
        factors.recoveryCodesLeft(id),
        factors.passkeysOf(id),
        factors.requiresTwoFactor(),
      ]);
      return {
        totp: Boolean(totp?.totp_enabled_at),
        recovery_codes_left: left,
        passkeys: passkeys.map(({ id, name, created_at, last_used_at }) => ({
          id,
          name,
          created_at,
          last_used_at,
        })),
        required,
      };
    },
  );

  app.post(
    '/admin/account/totp/setup',
    {
      ...guarded,
      schema: accountDoc(
        'startTotpSetup',
        'Start TOTP setup',
        'A new secret and its otpauth URI (for a QR code), confirmed by a first code.',
        { response: { 200: TotpSetup } },
      ),
    },
    async (req) => {
      const id = userId(req);
      const current = await factors.totpOf(id);
      if (current?.totp_enabled_at)
        throw new Conflict('Two-factor sign-in with an app is already on', 'two_factor_on');
      const secret = newTotpSecret();
      await factors.setPendingTotp(id, app.secrets.seal(secret));
      return totpEnrolment(secret, current?.email || (current?.username as string));
    },
  );

  app.post(
    '/admin/account/totp/confirm',
    {
      ...guarded,
      schema: accountDoc(
        'confirmTotp',
        'Confirm TOTP',
        'Turns TOTP on with a code from the new secret; answers the recovery codes, shown this once.',
        { body: TotpConfirm, response: { 200: RecoveryCodes } },
      ),
    },
    async (req) => {
      const id = userId(req);
      const current = await factors.totpOf(id);
      const secret = current?.totp_secret ? app.secrets.open(current.totp_secret) : undefined;
      if (!secret || current?.totp_enabled_at)
        throw new Conflict(twoFactorMessages.noSetup, 'setup_not_started');
      const step = await totpStep(secret, req.body.code, app.clock(), null);
      if (step === undefined)
        throw new ValidationError(twoFactorMessages.wrongCode, 'code', 'second_factor_failed');
      const recovery_codes = await transaction(app.db, async (trx) => {
        const repo = twoFactorRepository(trx, app.clock);
        await repo.enableTotp(id, step);
        const codes = await repo.newRecoveryCodes(id);
        await repo.enrolled(id);
        await logAccountChange(trx, req, 'Turned on two-factor sign-in with an app');
        return codes;
      });
      return { recovery_codes };
    },
  );

  app.post(
    '/admin/account/totp/disable',
    {
      ...guarded,
      schema: accountDoc('disableTotp', 'Turn TOTP off', 'Turns TOTP off for the signed-in user.', {
        body: PasswordConfirm,
        response: { 200: TwoFactorStatus.pick({ totp: true }) },
      }),
    },
    async (req) => {
      const id = userId(req);
      await checkPassword(id, req.body.password);
      if (!(await factors.keepOneIfRequired(id, 'totp')))
        throw new Conflict(twoFactorMessages.lastFactorRequired, 'last_factor');
      await transaction(app.db, async (trx) => {
        await twoFactorRepository(trx, app.clock).disableTotp(id);
        await logAccountChange(trx, req, 'Turned off two-factor sign-in with an app');
      });
      return { totp: false };
    },
  );

  app.post(
    '/admin/account/recovery-codes',
    {
      ...guarded,
      schema: accountDoc(
        'regenerateRecoveryCodes',
        'New recovery codes',
        'Replaces the recovery codes with new ones, shown this once.',
        { body: PasswordConfirm, response: { 200: RecoveryCodes } },
      ),
    },
    async (req) => {
      const id = userId(req);
      await checkPassword(id, req.body.password);
      if (!(await factors.totpOf(id))?.totp_enabled_at)
        throw new Conflict(twoFactorMessages.noSetup, 'setup_not_started');
      return transaction(app.db, async (trx) => {
        const recovery_codes = await twoFactorRepository(trx, app.clock).newRecoveryCodes(id);
        await logAccountChange(trx, req, 'Made new recovery codes');
        return { recovery_codes };
      });
    },
  );

  app.post(
    '/admin/auth/mfa',
    {
      ...write,
      schema: authDoc(
        'completeSignInWithCode',
        'Finish signing in with a code',
        'Checks a TOTP code or a recovery code for the `mfa_token` sign-in gave, and answers the session token.',
        {
          security: [],
          body: MfaBody,
          response: { 200: SignedIn, 401: errorResponse('A wrong code, or the sign-in it finishes expired') },
        },
      ),
    },
    async (req) => {
      const body = req.body;
      const challenge = await factors.tryChallenge('mfa', body.mfa_token, MFA_MAX_TRIES);
      if (!challenge?.user_id) throw new Unauthorized(twoFactorMessages.mfaExpired, 'sign_in_expired');
      const user = await userRepository(app.db).findById(challenge.user_id);
      const totp = await factors.totpOf(challenge.user_id);
      if (!user?.is_active) throw new Unauthorized(twoFactorMessages.mfaExpired, 'sign_in_expired');
      const secret = totp?.totp_secret ? app.secrets.open(totp.totp_secret) : undefined;
      if (!totp?.totp_enabled_at || !secret) throw new ValidationError(twoFactorMessages.usePasskey);
      let passed = false;
      if ('code' in body) {
        const step = await totpStep(secret, body.code, app.clock(), totp.totp_last_step);
        // Recorded in one conditional write: the same code sent twice at once passes once.
        passed = step !== undefined && (await factors.useTotpStep(user.id, step));
      } else {
        passed = await factors.useRecoveryCode(user.id, body.recovery_code);
      }
      if (!passed) {
        await logActivity(
          app.db,
          { ip: req.ip, admin: { id: user.id, username: user.username } },
          {
            resource: 'auth',
            action: 'login_failed',
            summary: `Username: ${user.username} (wrong second-factor code)`,
          },
        );
        throw new Unauthorized(twoFactorMessages.wrongCode, 'second_factor_failed');
      }
      if (!(await factors.endChallenge(challenge.id)))
        throw new Unauthorized(twoFactorMessages.mfaExpired, 'sign_in_expired');
      return startSession(app, req, user, {
        summary: 'code' in body ? 'With an app code' : 'With a recovery code',
      });
    },
  );

  app.get(
    '/admin/security-settings',
    {
      onRequest: app.requireAdmin,
      schema: securitySettingsDoc(
        'getSecuritySettings',
        'Read the security settings',
        'Whether a second factor is required of every administrator.',
        { response: { 200: SecuritySettings } },
      ),
    },
    async () => ({ require_two_factor: await factors.requiresTwoFactor() }),
  );

  app.put(
    '/admin/security-settings',
    {
      ...guarded,
      schema: securitySettingsDoc(
        'updateSecuritySettings',
        'Update the security settings',
        'Requires (or stops requiring) a second factor of every administrator.',
        { body: SecuritySettings, response: { 200: SecuritySettings } },
      ),
    },
    async (req) =>
      transaction(app.db, async (trx) => {
        const factors = twoFactorRepository(trx, app.clock);
        const before = await factors.requiresTwoFactor();
        await factors.setRequiresTwoFactor(req.body.require_two_factor);
        // Required from now on: whoever has no second factor yet signs in again, and is led to set
        // one up. The session that asked is kept, so its answer arrives.
        if (req.body.require_two_factor && !before) await factors.endSessionsWithoutFactor(req.sessionId);
        await logActivity(trx, req, {
          resource: 'settings',
          action: 'save',
          summary: req.body.require_two_factor
            ? 'Two-factor sign-in required of everyone'
            : 'Two-factor sign-in no longer required',
        });
        return req.body;
      }),
  );
};
