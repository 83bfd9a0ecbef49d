import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';

/** Health, the dashboard and the activity log, read after the other areas left their traces. */
export const overviewCalls: Calls = async ({ owner, anonymous }) => {
  expect((await unwrap(anonymous.GET('/api/health'))).status).toBe('ok');
  expect(await unwrap(anonymous.GET('/api/health/live'))).toEqual({ status: 'live' });
  const dashboard = await unwrap(owner.GET('/api/admin/dashboard'));
  expect(dashboard.recent_activity.length).toBeGreaterThan(0);
  const { resources, users } = await unwrap(owner.GET('/api/admin/activity/resources'));
  const { admin } = await unwrap(owner.GET('/api/admin/auth/me'));
  expect(resources).toContain('blog');
  expect(users.map((user) => user.id)).toContain(admin.id);
  const page = await unwrap(
    owner.GET('/api/admin/activity', {
      params: { query: { resource: 'blog', user_id: admin.id, limit: 5 } },
    }),
  );
  expect(page.entries.length).toBeGreaterThan(0);
};
