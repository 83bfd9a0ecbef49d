import { Admin, authMessages, LoginBody, LoginResponse } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, Unauthorized } from '../../errors.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { logActivity } from '../activity/log.js';
import { adminRepository, sessionRepository } from './repository.js';
import { loginThrottle } from './throttle.js';

export const authRoutes: FastifyPluginAsyncZod<{ sessionTtlMs: number }> = async (app, opts) => {
  const admins = adminRepository(app.db);
  const throttle = loginThrottle(app.db);

  app.post(
    '/admin/auth/login',
    // Sessions, the throttle and the activity log are in no cached read.
    { config: { invalidates: [] }, schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (req) => {
      const { username, password } = req.body;
      const wait = await throttle.retryAfterSeconds(username, req.ip);
      if (wait > 0) throw new HttpError(429, authMessages.throttled, { 'retry-after': String(wait) });

      const admin = await admins.findByUsername(username);
      const ok = await verifyPassword(password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !ok) {
        await app.db.transaction().execute(async (trx) => {
          await throttle.recordFailure(username, req.ip, trx);
          await logActivity(
            trx,
            { ip: req.ip },
            { resource: 'auth', action: 'login_failed', summary: `Username: ${username.slice(0, 100)}` },
          );
        });
        req.log.info({ username }, 'failed sign-in');
        throw new Unauthorized(authMessages.invalidCredentials);
      }
      await throttle.clear(username);
      const actor = { ip: req.ip, admin: { id: admin.id, username: admin.username } };
      const token = await app.db.transaction().execute(async (trx) => {
        await logActivity(trx, actor, { resource: 'auth', action: 'login', resourceId: admin.id });
        return sessionRepository(trx).create(admin.id, opts.sessionTtlMs, req.ip);
      });
      return { token, admin: { id: admin.id, username: admin.username, email: admin.email } };
    },
  );

  app.post(
    '/admin/auth/logout',
    {
      onRequest: app.requireAdmin,
      config: { invalidates: [] },
      schema: { response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (req) => {
      await app.db.transaction().execute(async (trx) => {
        await sessionRepository(trx).revoke(req.sessionToken as string);
        await logActivity(trx, req, { resource: 'auth', action: 'logout', resourceId: req.admin?.id });
      });
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/auth/me',
    { onRequest: app.requireAdmin, schema: { response: { 200: z.object({ admin: Admin }) } } },
    async (req) => ({ admin: req.admin as Admin }),
  );
};
