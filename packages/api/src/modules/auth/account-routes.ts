import {
  AccountUpdate,
  Admin,
  ChoosePassword,
  ChosenPassword,
  LinkInfo,
  LinkQuery,
  PasswordChange,
  userMessages,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { transaction } from '../../db/transaction.js';
import { NotFound, ValidationError } from '../../errors.js';
import { checkPassword } from '../../lib/password-policy.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { errorResponse } from '../../plugins/openapi-responses.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { changedFields } from '../activity/log.js';
import { logAccountChange } from './account-log.js';
import { accountTag, authTag } from './openapi.js';
import { sessionRepository } from './repository.js';
import {
  type Purpose,
  setPasswordAndSignOut,
  toAdmin,
  userRepository,
  userTokens,
} from './user-repository.js';

const write = { config: { invalidates: [] } };
const accountDoc = operationDocs(accountTag.name);
const authDoc = operationDocs(authTag.name);

/** The signed-in user's own account, and the pages a one-time link opens (no session yet). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = userTokens(app.db, app.clock);
  const guarded = { onRequest: app.requireAdmin, ...write };

  app.put(
    '/admin/account',
    {
      ...guarded,
      schema: accountDoc(
        'updateAccount',
        'Update my account',
        "Changes the signed-in user's name or e-mail.",
        { body: AccountUpdate, response: { 200: z.object({ admin: Admin }) } },
      ),
    },
    async (req) => {
      const id = req.admin?.id as number;
      const { email, display_name } = req.body;
      return transaction(app.db, async (trx) => {
        const row = await userRepository(trx).update(id, {
          ...(display_name !== undefined ? { display_name } : {}),
          ...(email !== undefined ? { email: email ?? null } : {}),
        });
        if (!row) throw new NotFound(userMessages.notFound);
        await logAccountChange(trx, req, changedFields(req.body));
        return { admin: toAdmin(row) };
      });
    },
  );

  app.post(
    '/admin/account/password',
    {
      ...guarded,
      schema: accountDoc(
        'changePassword',
        'Change my password',
        'Sets a new password, given the current one.',
        { body: PasswordChange, response: { 200: z.object({ ok: z.literal(true), revoked: z.number() }) } },
      ),
    },
    async (req) => {
      const id = req.admin?.id as number;
      const user = await userRepository(app.db).findById(id);
      if (!user || !(await verifyPassword(req.body.current_password, user.password_hash)))
        throw new ValidationError(userMessages.currentPasswordWrong, 'current_password', 'wrong_password');
      await checkPassword(
        req.body.new_password,
        [user.username, user.email, user.display_name],
        'new_password',
      );
      const passwordHash = await hashPassword(req.body.new_password);
      const revoked = await transaction(app.db, async (trx) => {
        await userRepository(trx).setPassword(id, passwordHash);
        // Whoever else held a session with the old password is signed out; this one stays.
        const others = await sessionRepository(trx, app.sessionLimits).revokeOthers(
          id,
          req.sessionToken as string,
        );
        await logAccountChange(trx, req, 'Changed their password');
        return others;
      });
      return { ok: true as const, revoked };
    },
  );

  /** A one-time link that is unknown, used or expired. */
  const linkGone = errorResponse(userMessages.linkInvalid);

  app.get(
    '/admin/auth/link',
    {
      schema: authDoc(
        'getLinkPurpose',
        'What a one-time link is for',
        'Checks the token of an invitation or password-reset link before its page asks for a password; 404 when the link is unknown, used or expired.',
        { security: [], querystring: LinkQuery, response: { 200: LinkInfo, 404: linkGone } },
      ),
    },
    async (req) => {
      const found = await tokens.find(req.query.token);
      if (!found) throw new NotFound(userMessages.linkInvalid);
      return {
        purpose: found.purpose,
        username: found.username,
        display_name: found.display_name || found.username,
        expires_at: found.expires_at,
      };
    },
  );

  /** Sets the password a one-time link of `purpose` was for; the link then works no more. */
  const choosePassword = (purpose: Purpose) => async (req: { body: ChoosePassword; ip: string }) => {
    const found = await tokens.find(req.body.token);
    if (!found || found.purpose !== purpose) throw new NotFound(userMessages.linkInvalid);
    const displayName = purpose === 'invite' ? req.body.display_name?.trim() : undefined;
    await checkPassword(
      req.body.password,
      [found.username, found.email, displayName || found.display_name],
      'password',
    );
    const passwordHash = await hashPassword(req.body.password);
    await transaction(app.db, async (trx) => {
      // Two tabs submitting the same link: the second finds it used.
      if (!(await userTokens(trx, app.clock).use(found.token_id)))
        throw new NotFound(userMessages.linkInvalid);
      await setPasswordAndSignOut(trx, found.id, passwordHash);
      if (displayName) await userRepository(trx).update(found.id, { display_name: displayName });
      await logAccountChange(
        trx,
        { ip: req.ip, admin: { id: found.id, username: found.username } },
        purpose === 'invite' ? 'Accepted the invitation' : 'Chose a new password with a reset link',
      );
    });
    return { ok: true as const, username: found.username };
  };

  const publicWrite = (docs: ReturnType<typeof authDoc>) => ({
    ...write,
    schema: { ...docs, security: [], body: ChoosePassword, response: { 200: ChosenPassword, 404: linkGone } },
  });
  app.post(
    '/admin/auth/accept-invite',
    publicWrite(
      authDoc(
        'acceptInvitation',
        'Accept an invitation',
        'Sets the password of an invited user with the token of their link, which then works no more; 404 when the link is unknown, used or expired.',
      ),
    ),
    choosePassword('invite'),
  );
  app.post(
    '/admin/auth/reset-password',
    publicWrite(
      authDoc(
        'resetPassword',
        'Choose a new password with a reset link',
        'Sets a new password with the token of a reset link, which then works no more; 404 when the link is unknown, used or expired.',
      ),
    ),
    choosePassword('reset'),
  );
};
