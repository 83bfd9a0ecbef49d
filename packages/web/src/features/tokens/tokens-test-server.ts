/** The API tokens API keeping its tokens as the server would, and the screens over it. */
import {
  API_TOKEN_PREFIX,
  type ApiToken,
  type CreatedToken,
  TokenInput,
  tokenMessages,
} from '@land-office/contract';
import { HttpResponse } from 'msw';
import { fail, on, serve } from '../../test/msw';

export const TOKEN = `${API_TOKEN_PREFIX}7qJ0xV3c9hQ2mWkR8tY5uI1oP4aS6dF0gH2jK3lZ4xC`;

export const apiToken = (fields: Partial<ApiToken> & { id: number; name: string }): ApiToken => ({
  scopes: ['blog:read'],
  allowed_addresses: [],
  expires_at: null,
  created_at: '2026-11-29T10:00:00.000Z',
  created_by: 'Ana Lima',
  last_used_at: null,
  last_used_ip: null,
  ...fields,
});

/** A refusal naming its field, as the server's one error handler answers a refused body. */
const refused = (error: string, field: string) =>
  HttpResponse.json({ error, code: 'validation', field }, { status: 400 });

/**
 * `/admin/tokens…` over `initial`: the contract's checks; an address the server cannot read
 * (any part past 255) and a past expiry refused on their field, as the server refuses them.
 */
export function tokensServer(initial: ApiToken[], now = () => Date.now()) {
  const rows = initial.map((row) => ({ ...row }));
  serve(
    on.get<ApiToken[]>('/admin/tokens', () => rows),
    on.post<CreatedToken>('/admin/tokens', ({ body }) => {
      const input = TokenInput.parse(body);
      const wrong = input.allowed_addresses.find((address) =>
        address.split(/[./]/).some((part) => Number(part) > 255),
      );
      if (wrong) return refused(tokenMessages.addressInvalid(wrong), 'allowed_addresses');
      if (input.expires_at && new Date(input.expires_at).getTime() <= now())
        return refused(tokenMessages.expiryPast, 'expires_at');
      const made = apiToken({
        id: Math.max(0, ...rows.map((row) => row.id)) + 1,
        ...input,
        created_at: new Date(now()).toISOString(),
      });
      rows.unshift(made);
      return { ...made, token: TOKEN };
    }),
    on.delete<{ ok: true }>('/admin/tokens/:id', ({ params }) => {
      const at = rows.findIndex((row) => row.id === Number(params.id));
      if (at === -1) return fail(404, tokenMessages.notFound);
      rows.splice(at, 1);
      return { ok: true };
    }),
  );
  return rows;
}
