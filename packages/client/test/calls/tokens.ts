import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';

/**
 * The integrator's story of docs/integrations.md: an owner makes a read-only token for the blog;
 * the token reads the admin blog list, its last use shows, and the owner revokes it.
 */
export const tokenCalls: Calls = async ({ owner, as }) => {
  const created = await unwrap(
    owner.POST('/api/admin/tokens', { body: { name: 'Front end', scopes: ['blog:read'] } }),
  );
  expect(created.token).toMatch(/^lo_[A-Za-z0-9_-]{43}$/);
  const integration = as(created.token);
  expect(Array.isArray(await unwrap(integration.GET('/api/blog/admin')))).toBe(true);
  await expect(
    unwrap(
      integration.POST('/api/blog/admin', {
        body: { title: 'From a token', slug: 'from-a-token', content: '<p>x</p>' },
      }),
    ),
  ).rejects.toMatchObject({ status: 403, message: 'This API token does not have the scope blog:write' });
  const listed = (await unwrap(owner.GET('/api/admin/tokens'))).find((token) => token.id === created.id);
  expect(listed?.last_used_at).not.toBeNull();
  expect(listed).not.toHaveProperty('token');
  await unwrap(owner.DELETE('/api/admin/tokens/{id}', { params: { path: { id: created.id } } }));
  expect((await integration.GET('/api/blog/admin')).response.status).toBe(401);
};
