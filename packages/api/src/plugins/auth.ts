import {
  type Admin,
  API_TOKEN_PREFIX,
  authMessages,
  can,
  type Operation,
  type TokenScope,
  tokenMessages,
  twoFactorMessages,
} from '@land-office/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Forbidden, roleForbidden, Unauthorized } from '../errors.js';
import { faultKind } from '../lib/faults.js';
import { sessionRepository } from '../modules/auth/repository.js';
import { toAdmin } from '../modules/auth/user-repository.js';
import { apiTokenChecker, tokenActor } from '../modules/tokens/authenticate.js';
import { routeOperation, routeTokenScope } from './route-permissions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Declare on a route as `onRequest: app.requireAdmin` (before the body is read or validated):
     * 401 unless a live session's bearer token (or an API token) is sent, 403 unless the user's
     * role may perform the route's operation (plugins/route-permissions.ts), and for an API token
     * unless it has the route's scope.
     */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /**
     * The API token a request bears, checked for `scope` (401/403 as for admin routes), or
     * undefined when it bears none: for routes outside the admin's, such as the in-world report.
     */
    apiTokenFor: (req: FastifyRequest, scope: TokenScope) => Promise<FastifyRequest['apiToken']>;
    /** Every admin route (method, URL) and the operation it performs, as registered. */
    adminRoutes: { method: string; url: string; operation: Operation }[];
  }
  interface FastifyContextConfig {
    /** The operation an admin route performs, set from plugins/route-permissions.ts. */
    operation?: Operation;
    /** The scope an API token needs for the route; none when no token may use it. */
    tokenScope?: TokenScope;
  }
  interface FastifyRequest {
    admin?: Admin;
    sessionToken?: string;
    sessionId?: number;
    /** Set when the request came with an API token instead of a session. */
    apiToken?: { id: number; name: string; scopes: TokenScope[] };
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
  app.decorateRequest('apiToken', undefined);
  const checkApiToken = apiTokenChecker(app);
  app.decorate('apiTokenFor', async (req: FastifyRequest, scope: TokenScope) => {
    const token = bearerToken(req);
    if (!token) return undefined;
    const found = await checkApiToken(req, token, scope);
    if (!found) throw new Unauthorized(tokenMessages.invalid);
    Object.assign(req, tokenActor(found));
    return req.apiToken;
  });
  app.decorate('requireAdmin', async (req: FastifyRequest) => {
    const token = bearerToken(req);
    if (!token) throw new Unauthorized(authMessages.unauthenticated);
    const operation = req.routeOptions.config.operation as Operation;
    if (token.startsWith(API_TOKEN_PREFIX)) {
      // (A session token may start so too, one time in 262,144: then no API token has its hash.)
      const found = await checkApiToken(req, token, req.routeOptions.config.tokenScope);
      if (found) {
        // Within its scopes, and within what the owner who made it may still do.
        if (!can(found.role, operation)) throw roleForbidden(found.role, operation);
        Object.assign(req, tokenActor(found));
        return;
      }
    }
    const session = await sessions.findActive(token);
    if (!session)
      throw new Unauthorized(
        token.startsWith(API_TOKEN_PREFIX) ? tokenMessages.invalid : authMessages.sessionEnded,
      );
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
    if (!can(session.role, operation)) throw roleForbidden(session.role, operation);
    // Signed in while a second factor is required and this user has none: their account only.
    if (mustEnrol && operation !== 'account')
      throw new Forbidden(twoFactorMessages.enrolFirst, 'two_factor_required');
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
    const tokenScope = routeTokenScope(methods[0] as string, route.url);
    route.config = { ...route.config, operation, ...(tokenScope ? { tokenScope } : {}) };
    for (const method of [route.method].flat())
      if (method !== 'HEAD') adminRoutes.push({ method, url: route.url, operation });
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
