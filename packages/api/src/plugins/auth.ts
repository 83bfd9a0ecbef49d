import type { Admin } from '@land-office/contract';
import { authMessages } from '@land-office/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Unauthorized } from '../errors.js';
import { faultKind } from '../lib/faults.js';
import { sessionRepository } from '../modules/auth/repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Declare on a route as `onRequest: app.requireAdmin` (before the body is read or validated): 401 unless a live session's bearer token is sent. */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
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
    req.admin = { id: session.id, username: session.username, email: session.email };
    req.sessionToken = token;
    req.sessionId = session.session_id;
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
