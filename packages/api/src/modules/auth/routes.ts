import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Admin,
  AdminSession,
  authMessages,
  IdParam,
  LoginBody,
  LoginResponse,
  Me,
  type MfaMethod,
  MfaRequired,
  userMessages,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transaction } from '../../db/transaction.js';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../errors.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { errorResponse } from '../../plugins/openapi-responses.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { logActivity } from '../activity/log.js';
import { authTag } from './openapi.js';
import { sessionRepository, signInAddresses } from './repository.js';
import { startSession } from './sign-in.js';
import { loginThrottle, sprayDelayMs } from './throttle.js';
import { twoFactorRepository } from './two-factor-repository.js';
import { MFA_TTL_MS } from './two-factor-routes.js';
import { userRepository } from './user-repository.js';

/** Expired throttle counters and sessions are dropped on a sign-in, at most this often per instance. */
const PURGE_EVERY_MS = 60_000;

const done = { 200: z.object({ ok: z.literal(true) }) };
const authDoc = operationDocs(authTag.name);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);
  const twoFactor = twoFactorRepository(app.db, app.clock);
  const sessions = sessionRepository(app.db, app.sessionLimits);
  const known = signInAddresses(app.db, app.clock);
  const throttle = loginThrottle(app.db, { ...app.config.login, now: app.clock });
  let purgedAt = 0;
  const purge = () => {
    if (app.clock() - purgedAt < PURGE_EVERY_MS) return;
    purgedAt = app.clock();
    Promise.all([throttle.purgeOld(), sessions.purgeExpired(), twoFactor.purgeChallenges()]).catch((err) =>
      app.log.warn({ err }, 'could not purge old sign-in counters and sessions'),
    );
  };

  app.post(
    '/admin/auth/login',
    // Sessions, the throttle and the activity log are in no cached read.
    {
      config: { invalidates: [] },
      schema: authDoc(
        'signIn',
        'Sign in',
        'Checks a username and password. Answers a session token, or, when the user has a second factor, an `mfa_token` and the methods to finish with (`POST /api/admin/auth/mfa` or a passkey). Failed attempts are throttled per username and address (429).',
        {
          security: [],
          body: LoginBody,
          response: {
            200: z.union([LoginResponse, MfaRequired]),
            401: errorResponse(authMessages.invalidCredentials),
            403: errorResponse(userMessages.inactive),
          },
        },
      ),
    },
    async (req) => {
      const { username, password } = req.body;
      purge();
      const admission = await throttle.admit(username, req.ip);
      if (!admission.admitted) {
        const seconds = admission.retryAfterSeconds;
        throw new TooManyRequests(authMessages.throttled(Math.ceil(seconds / 60)), seconds);
      }
      // Many failures for this username from many addresses: slow each attempt down, never refuse
      // it, so a spray cannot lock the owner out; an address the owner signed in from is spared.
      const delay = sprayDelayMs(admission.usernameCount);
      if (delay > 0 && !(await known.isKnown(username, req.ip))) await sleep(delay);

      const admin = await users.findForSignIn(username);
      // An unknown user, or one invited who has no password yet, costs the time a real check does.
      const ok = await verifyPassword(password, admin?.password_hash || (await decoyHash));
      if (!admin?.password_hash || !ok) {
        await logActivity(
          app.db,
          { ip: req.ip },
          { resource: 'auth', action: 'login_failed', summary: `Username: ${username.slice(0, 100)}` },
        );
        req.log.info({ username }, 'failed sign-in');
        throw new Unauthorized(authMessages.invalidCredentials, 'invalid_credentials');
      }
      await throttle.succeeded(username, req.ip);
      if (!admin.is_active) {
        await logActivity(
          app.db,
          { ip: req.ip, admin },
          { resource: 'auth', action: 'login_failed', summary: 'Account deactivated' },
        );
        throw new Forbidden(userMessages.inactive, 'account_inactive');
      }
      const factors = await twoFactor.factorsOf(admin.id);
      if (factors.totp || factors.passkeys > 0) {
        const mfa_token = await twoFactor.createChallenge('mfa', { userId: admin.id, ttlMs: MFA_TTL_MS });
        const methods: MfaMethod[] = [
          ...(factors.totp ? (['totp', 'recovery'] as const) : []),
          ...(factors.passkeys > 0 ? (['webauthn'] as const) : []),
        ];
        return { mfa_required: true as const, mfa_token, methods };
      }
      return startSession(app, req, admin, { mustEnrol: await twoFactor.requiresTwoFactor() });
    },
  );

  const signedIn = { onRequest: app.requireAdmin, config: { invalidates: [] } };

  const signOut = authDoc('signOut', 'Sign out', 'Ends the session whose token is sent.', { response: done });
  app.post('/admin/auth/logout', { ...signedIn, schema: signOut }, async (req) => {
    await transaction(app.db, async (trx) => {
      await sessionRepository(trx, app.sessionLimits).revoke(req.sessionToken as string);
      await logActivity(trx, req, { resource: 'auth', action: 'logout', resourceId: req.admin?.id });
    });
    return { ok: true as const };
  });

  app.get(
    '/admin/auth/me',
    {
      onRequest: app.requireAdmin,
      schema: authDoc(
        'getSignedInUser',
        'The signed-in user',
        'Who the token belongs to, their role, and the site settings the admin needs at start (time zone, public URL).',
        { response: { 200: Me } },
      ),
    },
    async (req) => ({
      admin: req.admin as Admin,
      site: {
        timezone: app.config.siteTimezone,
        url: app.config.publicSiteUrl ?? null,
        served: app.config.publicSite,
      },
    }),
  );

  app.get(
    '/admin/auth/sessions',
    {
      onRequest: app.requireAdmin,
      schema: authDoc(
        'listSessions',
        'List my sessions',
        "The signed-in user's live sessions: where and when each was used; `current` marks this one.",
        { response: { 200: AdminSession.array() } },
      ),
    },
    async (req) =>
      (await sessions.listFor(req.admin?.id as number)).map(({ token_hash: _, ...session }) => ({
        ...session,
        current: session.id === req.sessionId,
      })),
  );

  app.delete(
    '/admin/auth/sessions/:id',
    {
      ...signedIn,
      schema: authDoc(
        'endSession',
        'End one of my sessions',
        "Signs out one of the signed-in user's sessions.",
        { params: IdParam, response: done },
      ),
    },
    async (req) => {
      await transaction(app.db, async (trx) => {
        const revoked = await sessionRepository(trx, app.sessionLimits).revokeById(
          req.admin?.id as number,
          req.params.id,
        );
        if (!revoked) throw new NotFound(authMessages.sessionNotFound);
        await logActivity(trx, req, {
          resource: 'auth',
          action: 'logout',
          resourceId: req.admin?.id,
          summary: req.params.id === req.sessionId ? 'Signed out' : `Signed out session ${req.params.id}`,
        });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/auth/logout-all',
    {
      ...signedIn,
      schema: authDoc(
        'signOutOtherSessions',
        'Sign out everywhere else',
        'Ends every session of the signed-in user but this one; answers how many.',
        { response: { 200: z.object({ revoked: z.number().int() }) } },
      ),
    },
    (req) =>
      transaction(app.db, async (trx) => {
        const revoked = await sessionRepository(trx, app.sessionLimits).revokeOthers(
          req.admin?.id as number,
          req.sessionToken as string,
        );
        await logActivity(trx, req, {
          resource: 'auth',
          action: 'logout',
          resourceId: req.admin?.id,
          summary: `Signed out ${revoked} other session${revoked === 1 ? '' : 's'}`,
        });
        return { revoked };
      }),
  );
};
