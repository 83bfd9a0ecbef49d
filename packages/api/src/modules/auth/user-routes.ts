import {
  IdParam,
  User,
  UserInvite,
  UserLink,
  type UserUpdate,
  UserUpdate as UserUpdateBody,
  userMessages,
} from '@land-office/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/index.js';
import { transaction } from '../../db/transaction.js';
import { Conflict, NotFound } from '../../errors.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { changedFields, logActivity } from '../activity/log.js';
import { LINK_VALID_MS, linkMail, linkTo } from './links.js';
import { mailer } from './mailer.js';
import { usersTag } from './openapi.js';
import { sessionRepository } from './repository.js';
import { twoFactorRepository } from './two-factor-repository.js';
import { type Purpose, toUser, userRepository, userTokens } from './user-repository.js';

/** Writes nothing through the public cache: users are in no public read. */
const write = { config: { invalidates: [] } };
const usersDoc = operationDocs(usersTag.name);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = userRepository(app.db);
  const factors = twoFactorRepository(app.db, app.clock);
  const mail = mailer(app.config, app.log);
  app.addHook('onClose', async () => mail.close());
  const guarded = { onRequest: app.requireAdmin };

  /** Refuses a change that would leave no active owner, or that would lock the user out themself. */
  async function checkChange(
    trx: Db,
    req: FastifyRequest,
    id: number,
    next: { role?: string; is_active?: boolean; deleted?: boolean },
  ) {
    const self = req.admin?.id === id;
    if (self && (next.deleted || next.is_active === false))
      throw new Conflict(userMessages.notYourself, 'own_account');
    const stopsOwning =
      next.deleted || next.is_active === false || (next.role !== undefined && next.role !== 'owner');
    if (!stopsOwning) return;
    const owners = await userRepository(trx).activeOwners();
    if (owners.includes(id) && owners.length === 1) throw new Conflict(userMessages.lastOwner, 'last_owner');
  }

  /** A one-time link for the user: stored hashed, e-mailed when SMTP_URL is set and they have an e-mail. */
  async function issueLink(trx: Db, req: FastifyRequest, user: User, purpose: Purpose) {
    const { token, expires_at } = await userTokens(trx, app.clock).create(
      user.id,
      purpose,
      LINK_VALID_MS[purpose],
    );
    return { link: linkTo(app.config, req, purpose, token), expires_at };
  }

  async function send(user: User, purpose: Purpose, link: string, req: FastifyRequest) {
    if (!user.email || !mail.enabled) return false;
    return mail.send({ to: user.email, ...linkMail(purpose, link, req.admin?.display_name ?? 'An owner') });
  }

  app.get(
    '/admin/users',
    {
      ...guarded,
      schema: usersDoc(
        'listUsers',
        'List administrators',
        'Every administrator, their role and second factors (owners only).',
        { response: { 200: User.array() } },
      ),
    },
    async () => {
      const [rows, withFactors] = await Promise.all([users.list(), factors.usersWithFactors()]);
      return rows.map((row) => toUser(row, withFactors.has(row.id)));
    },
  );
  /** A user as shown after a read or change, with whether they have a second factor. */
  const present = async (row: Parameters<typeof toUser>[0]) => {
    const has = await factors.factorsOf(row.id);
    return toUser(row, has.totp || has.passkeys > 0);
  };

  app.get(
    '/admin/users/:id',
    {
      ...guarded,
      schema: usersDoc('getUser', 'Read an administrator', 'One administrator (owners only).', {
        params: IdParam,
        response: { 200: User },
      }),
    },
    async (req) => {
      const row = await users.findById(req.params.id);
      if (!row) throw new NotFound(userMessages.notFound);
      return toUser(row);
    },
  );

  app.post(
    '/admin/users',
    {
      ...guarded,
      ...write,
      schema: usersDoc(
        'inviteUser',
        'Invite an administrator',
        'Creates a user with a role and answers a one-time invitation link to send them (owners only).',
        { body: UserInvite, response: { 200: UserLink } },
      ),
    },
    async (req) => {
      const body = req.body;
      const username = body.username ?? (body.email as string);
      const { user, link, expires_at } = await transaction(app.db, async (trx) => {
        const row = await userRepository(trx).create({
          username,
          email: body.email ?? null,
          display_name: body.display_name,
          role: body.role,
          passwordHash: '',
        });
        const created = toUser(row);
        await logActivity(trx, req, {
          resource: 'users',
          action: 'create',
          resourceId: created.id,
          summary: `Invited ${created.username} as ${created.role}`,
        });
        return { user: created, ...(await issueLink(trx, req, created, 'invite')) };
      });
      const emailed = await send(user, 'invite', link, req);
      return { user, link, expires_at, emailed };
    },
  );

  app.put(
    '/admin/users/:id',
    {
      ...guarded,
      ...write,
      schema: usersDoc(
        'updateUser',
        'Update an administrator',
        'Changes the role, name, e-mail or whether the account is active (owners only).',
        { params: IdParam, body: UserUpdateBody, response: { 200: User } },
      ),
    },
    async (req) => {
      const id = req.params.id;
      const changes: UserUpdate = req.body;
      const updated = await transaction(app.db, async (trx) => {
        if (!(await userRepository(trx).findById(id))) throw new NotFound(userMessages.notFound);
        await checkChange(trx, req, id, changes);
        const row = await userRepository(trx).update(id, {
          ...changes,
          ...(changes.email !== undefined ? { email: changes.email ?? null } : {}),
        } as never);
        if (!row) throw new NotFound(userMessages.notFound);
        // Deactivated: signed out at once, on every instance (sessions live in the database).
        if (changes.is_active === false) await sessionRepository(trx, app.sessionLimits).revokeAll(id);
        await logActivity(trx, req, {
          resource: 'users',
          action: changes.is_active === undefined ? 'update' : 'toggle',
          resourceId: id,
          summary: `${row.username}: ${changedFields(changes)}`,
        });
        return row;
      });
      return present(updated);
    },
  );

  app.delete(
    '/admin/users/:id',
    {
      ...guarded,
      ...write,
      schema: usersDoc(
        'deleteUser',
        'Delete an administrator',
        'Removes a user and ends their sessions (owners only).',
        { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } },
      ),
    },
    async (req) => {
      const id = req.params.id;
      await transaction(app.db, async (trx) => {
        const row = await userRepository(trx).findById(id);
        if (!row) throw new NotFound(userMessages.notFound);
        await checkChange(trx, req, id, { deleted: true });
        // Their sessions and links go with them; their activity entries keep the username.
        await userRepository(trx).delete(id);
        await logActivity(trx, req, {
          resource: 'users',
          action: 'delete',
          resourceId: id,
          summary: `Deleted ${row.username}`,
        });
      });
      return { ok: true as const };
    },
  );

  app.post(
    '/admin/users/:id/reset-password',
    {
      ...guarded,
      ...write,
      schema: usersDoc(
        'createPasswordResetLink',
        'Make a password reset link',
        'Answers a one-time link with which the user chooses a new password (owners only).',
        { params: IdParam, response: { 200: UserLink } },
      ),
    },
    async (req) => {
      const { user, link, expires_at, purpose } = await transaction(app.db, async (trx) => {
        const row = await userRepository(trx).findById(req.params.id);
        if (!row) throw new NotFound(userMessages.notFound);
        const found = toUser(row);
        // Someone still invited gets a fresh invitation instead.
        const kind: Purpose = found.invited ? 'invite' : 'reset';
        await logActivity(trx, req, {
          resource: 'users',
          action: 'update',
          resourceId: found.id,
          summary:
            kind === 'invite'
              ? `New invitation link for ${found.username}`
              : `Password reset link for ${found.username}`,
        });
        return { user: found, purpose: kind, ...(await issueLink(trx, req, found, kind)) };
      });
      const emailed = await send(user, purpose, link, req);
      return { user, link, expires_at, emailed };
    },
  );

  app.delete(
    '/admin/users/:id/two-factor',
    {
      ...guarded,
      ...write,
      schema: usersDoc(
        'resetUserTwoFactor',
        "Remove a user's second factors",
        "Removes a user's TOTP, recovery codes and passkeys, for one who lost them (owners only).",
        { params: IdParam, response: { 200: User } },
      ),
    },
    async (req) => {
      // Someone who lost both their authenticator and their recovery codes: an owner clears their
      // second factors, and they sign in with the password alone (and enrol again if required).
      const row = await transaction(app.db, async (trx) => {
        const found = await userRepository(trx).findById(req.params.id);
        if (!found) throw new NotFound(userMessages.notFound);
        await twoFactorRepository(trx, app.clock).clearFactors(found.id);
        await logActivity(trx, req, {
          resource: 'users',
          action: 'update',
          resourceId: found.id,
          summary: `Cleared the second factors of ${found.username}`,
        });
        return found;
      });
      return present(row);
    },
  );
};
