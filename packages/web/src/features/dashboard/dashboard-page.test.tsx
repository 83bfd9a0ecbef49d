import type { ActivityEntry, Dashboard } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, on, requests, serve } from '../../test/msw';
import { dashboardLabels as L } from './dashboard-labels';
import DashboardPage from './dashboard-page';
import { renderAt } from './test-render';

const entry = (id: number, fields: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-11-23T10:00:00.000Z',
  admin_id: 1,
  username: 'ana',
  action: 'update',
  resource: 'menu',
  resource_id: String(id),
  summary: '',
  ip: '10.0.0.1',
  target_exists: true,
  ...fields,
});

const full: Dashboard = {
  blog_posts: { total: 12, published: 7 },
  active_banners: 3,
  available_lands: { count: 41, ran_at: '2026-11-23T09:30:00.000Z' },
  support_online: 2,
  recent_activity: [
    entry(9, { resource: 'blog', action: 'create', resource_id: '5', summary: 'Changed: title, slug' }),
    entry(8, { resource: 'banner', action: 'delete', resource_id: '4', target_exists: false }),
    entry(7, { resource: 'menu', action: 'update', resource_id: '3', target_exists: false }),
    entry(6, { resource: 'header_button', action: 'save', resource_id: null, target_exists: null }),
    entry(5, { resource: 'auth', action: 'login', resource_id: '1', target_exists: null }),
  ],
  scrape_runs: [
    { started_at: '2026-11-23T09:00:00.000Z', count: 40, error: null },
    { started_at: '2026-11-23T09:10:00.000Z', count: null, error: 'timeout' },
    { started_at: '2026-11-23T09:20:00.000Z', count: 41, error: null },
  ],
};

const serveDashboard = (dashboard: Dashboard = full) =>
  serve(on.get<Dashboard>('/admin/dashboard', () => dashboard));

const cardValue = (label: string) =>
  within(screen.getByText(label).closest('[data-testid="stat-card"]') as HTMLElement);

describe('dashboard page', () => {
  it('shows the four figures from the endpoint, with the published count and the scrape time', async () => {
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    await screen.findByText(L.blogPosts);
    expect(cardValue(L.blogPosts).getByText('12')).toBeInTheDocument();
    expect(cardValue(L.blogPosts).getByText('7 publicados')).toBeInTheDocument();
    expect(cardValue(L.activeBanners).getByText('3')).toBeInTheDocument();
    expect(cardValue(L.availableLands).getByText('41')).toBeInTheDocument();
    expect(cardValue(L.availableLands).getByText(/Última busca: /)).toBeInTheDocument();
    expect(cardValue(L.supportOnline).getByText('2')).toBeInTheDocument();
    expect(cardValue(L.supportOnline).getByText(/Não há sistema de tickets/)).toBeInTheDocument();
    expect(requests().map((r) => r.path)).toContain('/admin/dashboard');
  });

  it('shows — for a figure the server does not have yet', async () => {
    serveDashboard({
      ...full,
      blog_posts: null,
      active_banners: null,
      available_lands: null,
      support_online: null,
      scrape_runs: null,
    });
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    await screen.findByText(L.blogPosts);
    for (const label of [L.blogPosts, L.activeBanners, L.availableLands, L.supportOnline])
      expect(cardValue(label).getByText('—')).toBeInTheDocument();
    expect(screen.getByText(L.noScrapeRuns)).toBeInTheDocument();
  });

  it('lists recent activity linking to the changed thing, a deleted one (or since deleted) to its list', async () => {
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const list = within(await screen.findByRole('region', { name: L.recentActivity }));
    expect(list.getByRole('link', { name: 'Post do blog #5' })).toHaveAttribute('href', '/admin/blog/edit/5');
    expect(list.getByRole('link', { name: 'Banner #4' })).toHaveAttribute('href', '/admin/banner');
    expect(list.getByRole('link', { name: 'Menu #3' })).toHaveAttribute('href', '/admin/menus');
    expect(list.getByRole('link', { name: 'Botão do cabeçalho' })).toHaveAttribute('href', '/admin/header');
    expect(list.getByText('— Changed: title, slug')).toBeInTheDocument();
    expect(list.getByText('entrou')).toBeInTheDocument();
    expect(list.getByRole('link', { name: L.allActivity })).toHaveAttribute('href', '/admin/activity');
  });

  it('draws the scrape runs as a sparkline with the failed run marked', async () => {
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const chart = await screen.findByRole('img', { name: /Últimas 20 buscas de terrenos: 40, falhou, 41/ });
    expect(chart.querySelectorAll('polyline, circle:not([data-testid])')).toHaveLength(2);
    expect(within(chart as unknown as HTMLElement).getAllByTestId('sparkline-gap')).toHaveLength(1);
  });

  it('keeps the quick actions', async () => {
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    await userEvent.click(await screen.findByRole('link', { name: 'Novo Banner' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/banner/new');
  });

  it('shows the server error and retries', async () => {
    let down = true;
    serve(on.get<Dashboard>('/admin/dashboard', () => (down ? fail(503, 'Database unavailable') : full)));
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: L.retry }));
    await screen.findByText(L.blogPosts);
    expect(cardValue(L.blogPosts).getByText('12')).toBeInTheDocument();
  });
});
