import { Admin, authMessages, LoginBody, LoginResponse } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, Unauthorized } from '../../errors.js';
import { decoyHash, verifyPassword } from '../../lib/passwords.js';
import { adminRepository, sessionRepository } from './repository.js';
import { loginThrottle } from './throttle.js';

export const authRoutes: FastifyPluginAsyncZod<{ sessionTtlMs: number }> = async (app, opts) => {
  const admins = adminRepository(app.db);
  const sessions = sessionRepository(app.db);
  const throttle = loginThrottle(app.db);

  app.post(
    '/admin/auth/login',
    { schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (req) => {
      const { username, password } = req.body;
      const wait = await throttle.retryAfterSeconds(username, req.ip);
      if (wait > 0) throw new HttpError(429, authMessages.throttled, { 'retry-after': String(wait) });

      const admin = await admins.findByUsername(username);
      const ok = await verifyPassword(password, admin?.password_hash ?? (await decoyHash));
      if (!admin || !ok) {
        await throttle.recordFailure(username, req.ip);
        req.log.info({ username }, 'failed sign-in');
        throw new Unauthorized(authMessages.invalidCredentials);
      }
      await throttle.clear(username);
      const token = await sessions.create(admin.id, opts.sessionTtlMs, req.ip);
      return { token, admin: { id: admin.id, username: admin.username, email: admin.email } };
    },
  );

  app.post(
    '/admin/auth/logout',
    { preHandler: app.requireAdmin, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (req) => {
      await sessions.revoke(req.sessionToken as string);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/auth/me',
    { preHandler: app.requireAdmin, schema: { response: { 200: z.object({ admin: Admin }) } } },
    async (req) => ({ admin: req.admin as Admin }),
  );
};
