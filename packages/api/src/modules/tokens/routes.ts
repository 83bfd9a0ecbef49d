import { ApiToken, CreatedToken, IdParam, TokenInput } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operationDocs } from '../../plugins/operation-docs.js';
import { tokensTag } from './openapi.js';
import { apiTokenRepository } from './repository.js';

/**
 * `/api/admin/tokens` (owners only, `tokens` in the permission table; never with a token): the
 * tokens, making one (the only answer that holds it) and revoking one.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = apiTokenRepository(app.db, app.clock);
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [] } };
  const tokensDoc = operationDocs(tokensTag.name);

  app.get(
    '/admin/tokens',
    {
      ...admin,
      schema: tokensDoc(
        'listApiTokens',
        'List API tokens',
        'Every API token: name, scopes, addresses, expiry and last use (never the token itself).',
        { response: { 200: ApiToken.array() } },
      ),
    },
    () => tokens.list(),
  );

  app.post(
    '/admin/tokens',
    {
      ...admin,
      schema: tokensDoc(
        'createApiToken',
        'Make an API token',
        'Makes a token with the scopes (and, optionally, client addresses and expiry) given; the token is answered this once.',
        { body: TokenInput, response: { 200: CreatedToken } },
      ),
    },
    (req) => tokens.create(req.body, req as typeof req & { admin: { id: number } }),
  );

  app.delete(
    '/admin/tokens/:id',
    {
      ...admin,
      schema: tokensDoc('revokeApiToken', 'Revoke an API token', 'The token works no more, at once.', {
        params: IdParam,
        response: { 200: z.object({ ok: z.literal(true) }) },
      }),
    },
    async (req) => {
      await tokens.revoke(req.params.id, req);
      return { ok: true as const };
    },
  );
};
