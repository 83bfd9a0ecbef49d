import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';

/** The support roster, and a member's in-world status reported with the shared secret. */
export const supportCalls: Calls = async ({ owner, anonymous, resident, inworldSecret }) => {
  const member = await unwrap(
    owner.POST('/api/admin/support', {
      body: { uuid: resident, email: 'marisol@example.com', languages: 'en, pt', roles: ['sales'] },
    }),
  );
  const id = { params: { path: { id: member.id } } };
  expect((await unwrap(owner.GET('/api/admin/support/{id}', id))).uuid).toBe(resident);
  await unwrap(owner.PUT('/api/admin/support/{id}', { ...id, body: { roles: ['sales', 'support'] } }));
  const reported = await unwrap(
    anonymous.POST('/api/support/status', {
      headers: { 'x-inworld-secret': inworldSecret },
      body: { uuid: resident, status: 'online' },
    }),
  );
  expect(reported.status).toBe('online');
  expect((await unwrap(anonymous.GET('/api/support')))[0]?.status).toBe('online');
  expect(await unwrap(owner.GET('/api/admin/support'))).toHaveLength(1);
  await unwrap(owner.DELETE('/api/admin/support/{id}', id));
};
