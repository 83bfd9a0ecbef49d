import {
  type Admin,
  authMessages,
  can,
  type Operation,
  twoFactorMessages,
  userMessages,
} from '@land-office/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, Unauthorized } from '../errors.js';
import { faultKind } from '../lib/faults.js';
import { sessionRepository } from '../modules/auth/repository.js';
import { toAdmin } from '../modules/auth/user-repository.js';
import { routeOperation } from './route-permissions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Declare on a route as `onRequest: app.requireAdmin` (before the body is read or validated):
     * 401 unless a live session's bearer token is sent, 403 unless the user's role may perform the
     * route's operation (plugins/route-permissions.ts).
     */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /** Every admin route (method, URL) and the operation it performs, as registered. */
    adminRoutes: { method: string; url: string; operation: Operation }[];
  }
  interface FastifyContextConfig {
    /** The operation an admin route performs, set from plugins/route-permissions.ts. */
    operation?: Operation;
  }
  interface FastifyRequest {
    admin?: Admin;
    sessionToken?: string;
    sessionId?: number;
  }
}

const TOUCH_EVERY_MS = 60_000;

export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  const match = header?.match(/^Bearer\s+([\w-]{16,200})\s*$/i);
  return match?.[1];
}

async function authPlugin(app: FastifyInstance) {
  const sessions = sessionRepository(app.db, app.sessionLimits);
  app.decorateRequest('admin', undefined);
  app.decorateRequest('sessionToken', undefined);
  app.decorateRequest('sessionId', undefined);
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new Unauthorized(authMessages.unauthenticated);
    const session = await sessions.findActive(token);
    if (!session) throw new Unauthorized(authMessages.sessionEnded);
    // Sliding expiry, written at most once a minute so reads stay reads. A disk that is full or
    // read-only (or a database that is busy) must not turn every admin read into an error: the
    // session is valid, only its expiry is not moved this time (the write route that follows, if
    // any, meets the fault itself).
    if (app.clock() - Date.parse(session.last_used_at) > TOUCH_EVERY_MS) {
      await sessions.touch(session.session_id, session.created_at).catch((err) => {
        if (!faultKind(err)) throw err;
      });
    }
    const mustEnrol = Boolean(session.must_enrol);
    req.admin = { ...toAdmin(session), ...(mustEnrol ? { must_enrol_two_factor: true } : {}) };
    req.sessionToken = token;
    req.sessionId = session.session_id;
    const operation = req.routeOptions.config.operation as Operation;
    if (!can(session.role, operation)) throw new Forbidden(userMessages.forbidden(session.role, operation));
    // Signed in while a second factor is required and this user has none: their account only.
    if (mustEnrol && operation !== 'account') throw new Forbidden(twoFactorMessages.enrolFirst);
  });

  const adminRoutes: FastifyInstance['adminRoutes'] = [];
  app.decorate('adminRoutes', adminRoutes);
  app.addHook('onRoute', (route) => {
    const onRequest = [route.onRequest ?? []].flat();
    if (!onRequest.includes(app.requireAdmin as never)) return;
    // A HEAD route (Fastify adds one for each GET) performs its GET's operation.
    const methods = [route.method].flat().map((m) => (m === 'HEAD' ? 'GET' : m));
    const [operation, ...others] = [...new Set(methods.map((m) => routeOperation(m, route.url)))];
    if (!operation || others.length > 0)
      throw new Error(`No single permission rule for admin route ${methods.join(',')} ${route.url}`);
    route.config = { ...route.config, operation };
    for (const method of [route.method].flat())
      if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, operation });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
