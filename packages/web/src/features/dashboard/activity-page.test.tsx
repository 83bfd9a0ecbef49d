import type { ActivityEntry } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ActivityPage, { activityLabels } from './activity-page';
import { mockApi, renderAt } from './test-render';

const entries: ActivityEntry[] = Array.from({ length: 30 }, (_, i) => ({
  id: 30 - i,
  at: '2026-11-23T10:00:00.000Z',
  admin_id: 1,
  username: 'ana',
  action: 'update',
  resource: i % 2 ? 'menu' : 'service',
  resource_id: String(100 + i),
  summary: `Changed: field${30 - i}`,
  ip: null,
  target_exists: true,
}));

/** A server in miniature: newest first, `before`, `resource` and `limit` as the API reads them. */
function activityServer() {
  return mockApi((url) => {
    if (url.pathname === '/api/admin/activity/resources') return { resources: ['menu', 'service'] };
    if (url.pathname !== '/api/admin/activity') return undefined;
    const before = Number(url.searchParams.get('before') ?? Number.POSITIVE_INFINITY);
    const resource = url.searchParams.get('resource');
    const limit = Number(url.searchParams.get('limit'));
    const rest = entries.filter((e) => e.id < before && (!resource || e.resource === resource));
    const page = rest.slice(0, limit);
    return { entries: page, next_before: rest.length > limit ? (page.at(-1)?.id ?? null) : null };
  });
}

afterEach(() => vi.restoreAllMocks());

describe('activity page', () => {
  it('pages through the whole log with Load more, asking for entries below the last id seen', async () => {
    const calls = activityServer();
    renderAt('/admin/activity', '/admin/activity', ActivityPage);
    expect(await screen.findByText('— Changed: field30')).toBeInTheDocument();
    expect(screen.queryByText('— Changed: field1')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: activityLabels.loadMore }));
    expect(await screen.findByText('— Changed: field1')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(30);
    expect(screen.queryByRole('button', { name: activityLabels.loadMore })).not.toBeInTheDocument();
    expect(screen.getByText(activityLabels.end)).toBeInTheDocument();
    const pages = calls.filter((u) => u.pathname === '/api/admin/activity');
    expect(pages.map((u) => u.searchParams.get('before'))).toEqual([null, '6']);
  });

  it('filters by resource and keeps the filter in the address', async () => {
    const calls = activityServer();
    const router = renderAt('/admin/activity', '/admin/activity', ActivityPage);
    await screen.findByText('— Changed: field30');
    const filter = screen.getByRole('combobox', { name: activityLabels.filter });
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Menu' })).toBeInTheDocument());
    await userEvent.selectOptions(filter, 'menu');
    await waitFor(() => expect(screen.queryByText('— Changed: field30')).not.toBeInTheDocument());
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(15);
    for (const item of items) expect(within(item).getByRole('link').textContent).toMatch(/^Menu #/);
    expect(router.state.location.search).toBe('?resource=menu');
    expect(calls.at(-1)?.searchParams.get('resource')).toBe('menu');
  });

  it('says so when the log cannot be read', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ error: 'limit must be between 1 and 100' }), { status: 400 }),
    );
    renderAt('/admin/activity', '/admin/activity', ActivityPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('limit must be between 1 and 100');
  });
});
