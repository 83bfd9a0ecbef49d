import type { Dashboard } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { on, serve } from '../../test/msw';
import DashboardPage from './dashboard-page';
import { renderAt } from './test-render';

const quiet: Dashboard = {
  blog_posts: { total: 0, published: 0 },
  active_banners: 0,
  available_lands: null,
  support_online: 0,
  recent_activity: [],
  scrape_runs: [],
};
const off = { id: 2, url: 'https://crm.example/hook', disabled_at: '2026-11-29T10:00:00.000Z' };

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

// Issue "Listings" §3: an endpoint switched off for failing deliveries is announced to the owner.
describe('the dashboard on webhooks switched off', () => {
  it('warns of each, linking to the webhooks, in the dashboard’s language', async () => {
    serve(on.get<Dashboard>('/admin/dashboard', () => ({ ...quiet, disabled_webhooks: [off] })));
    setLanguage('en');
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'A webhook endpoint was switched off after failing 20 deliveries in a row: https://crm.example/hook',
    );
    expect(within(alert).getByRole('link', { name: 'Open webhooks' })).toHaveAttribute(
      'href',
      '/admin/webhooks',
    );
  });

  it('says it in Portuguese by default, as the whole dashboard', async () => {
    serve(
      on.get<Dashboard>('/admin/dashboard', () => ({
        ...quiet,
        disabled_webhooks: [off, { ...off, id: 3, url: 'https://other.example/hook' }],
      })),
    );
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '2 endpoints de webhook foram desligados após falhar 20 entregas seguidas: https://crm.example/hook, https://other.example/hook',
    );
  });

  it.each([
    ['none is off', { disabled_webhooks: [] }],
    ['the role is not told (no owner)', {}],
  ])('shows nothing when %s', async (_case, extra) => {
    serve(on.get<Dashboard>('/admin/dashboard', () => ({ ...quiet, ...extra })));
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    await screen.findAllByTestId('stat-card');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
