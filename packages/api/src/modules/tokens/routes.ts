import { ApiToken, CreatedToken, IdParam, TokenInput } from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokensTag } from './openapi.js';
import { apiTokenRepository } from './repository.js';

/**
 * `/api/admin/tokens` (owners only, `tokens` in the permission table; never with a token): the
 * tokens, making one (the only answer that holds it) and revoking one.
 */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  const tokens = apiTokenRepository(app.db, app.clock);
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [] } };
  const tags = [tokensTag.name];

  app.get(
    '/admin/tokens',
    {
      ...admin,
      schema: {
        operationId: 'listApiTokens',
        summary: 'List API tokens',
        description:
          'Every API token: name, scopes, addresses, expiry and last use (never the token itself).',
        tags,
        response: { 200: ApiToken.array() },
      },
    },
    () => tokens.list(),
  );

  app.post(
    '/admin/tokens',
    {
      ...admin,
      schema: {
        operationId: 'createApiToken',
        summary: 'Make an API token',
        description:
          'Makes a token with the scopes (and, optionally, client addresses and expiry) given; the token is answered this once.',
        tags,
        body: TokenInput,
        response: { 200: CreatedToken },
      },
    },
    (req) => tokens.create(req.body, req as typeof req & { admin: { id: number } }),
  );

  app.delete(
    '/admin/tokens/:id',
    {
      ...admin,
      schema: {
        operationId: 'revokeApiToken',
        summary: 'Revoke an API token',
        description: 'The token works no more, at once.',
        tags,
        params: IdParam,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req) => {
      await tokens.revoke(req.params.id, req);
      return { ok: true as const };
    },
  );
};
