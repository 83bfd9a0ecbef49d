import { type TokenScope, tokenMessages } from '@land-office/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden, Unauthorized } from '../../errors.js';
import { addressWithin } from '../../lib/allowed-addresses.js';
import { faultKind } from '../../lib/faults.js';
import { apiTokenRepository, type BearerToken } from './repository.js';

const TOUCH_EVERY_MS = 60_000;

/**
 * Checks the API token a request bears for one scope: undefined when no token has that hash (the
 * caller tries a session), else the token, or 401 (expired) or 403 (another address than it
 * allows, a route no scope opens, a scope it lacks). Nothing is cached, so a revoke holds on
 * every instance from the next request. A use is recorded at most once a minute, or when it comes
 * from a new address; a full disk or a busy database skips that record, not the request.
 */
export function apiTokenChecker(app: FastifyInstance) {
  const tokens = apiTokenRepository(app.db, app.clock);
  return async (
    req: FastifyRequest,
    token: string,
    scope: TokenScope | undefined,
  ): Promise<BearerToken | undefined> => {
    const found = await tokens.find(token);
    if (!found) return undefined;
    const now = new Date(app.clock()).toISOString();
    if (found.expires_at && found.expires_at <= now) throw new Unauthorized(tokenMessages.expired);
    if (found.allowed_addresses.length > 0 && !addressWithin(found.allowed_addresses, req.ip))
      throw new Forbidden(tokenMessages.addressRefused(req.ip));
    if (!scope) throw new Forbidden(tokenMessages.notForTokens);
    if (!found.scopes.includes(scope)) throw new Forbidden(tokenMessages.missingScope(scope));
    const stale = !found.last_used_at || app.clock() - Date.parse(found.last_used_at) > TOUCH_EVERY_MS;
    if (stale || found.last_used_ip !== req.ip)
      await tokens.touch(found.id, req.ip).catch((err) => {
        if (!faultKind(err)) throw err;
      });
    return found;
  };
}

/** What a token's request is known by: its owner's id and role, and "token <name>" in the activity log. */
export const tokenActor = (found: BearerToken) => ({
  admin: {
    id: found.user_id,
    username: `token ${found.name}`,
    display_name: `token ${found.name}`,
    email: null,
    role: found.role,
  },
  apiToken: { id: found.id, name: found.name, scopes: found.scopes },
});
