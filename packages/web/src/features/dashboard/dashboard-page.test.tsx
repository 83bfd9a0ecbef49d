import type { ActivityEntry, Dashboard } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { dashboard } from '../../i18n/pt-BR/dashboard';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { englishLeft } from '../../test/english-left';
import { fail, on, requests, serve } from '../../test/msw';
import DashboardPage from './dashboard-page';
import { renderAt } from './test-render';

const entry = (id: number, fields: Partial<ActivityEntry>): ActivityEntry => ({
  id,
  at: '2026-11-23T10:00:00.000Z',
  admin_id: 1,
  username: 'ana',
  display_name: 'Ana Lima',
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

// The default language shows the dashboard as the spec writes it, in Portuguese.
const L = dashboard.labels;

/**
 * English left on a Portuguese screen, but for the spec's own texts: Brazilian Portuguese says
 * "post" ("Posts do Blog", "Novo Post"), which `englishLeft` takes for English.
 */
const englishIn = (root: ParentNode) =>
  englishLeft(root).filter((text) => !/^(Posts do Blog|Novo Post|Post do blog #\d+)$/.test(text));

const cardValue = (label: string) =>
  within(screen.getByText(label).closest('[data-testid="stat-card"]') as HTMLElement);

afterEach(() => session.clear());

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
    // The fields as the post's form names them (issue "Review findings" §10): the spec's default
    // admin writes its forms in English and its dashboard in Portuguese.
    expect(list.getByText('— Alterado: Title, Slug')).toBeInTheDocument();
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

  it('names who did each thing by their display name, else the username they had', async () => {
    serveDashboard({
      ...full,
      recent_activity: [
        entry(2, { display_name: 'Ana Lima' }),
        entry(1, { username: 'bruno', display_name: null, resource: 'auth', action: 'login_failed' }),
      ],
    });
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const list = within(await screen.findByRole('region', { name: L.recentActivity }));
    expect(list.getByText('Ana Lima')).toBeInTheDocument();
    expect(list.queryByText('ana')).not.toBeInTheDocument();
    expect(list.getByText('bruno')).toBeInTheDocument();
  });

  it('offers support staff no quick action and no link to screens they cannot open', async () => {
    session.set({ token: 'tok', admin: testAdmin({ role: 'support' }) });
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const list = within(await screen.findByRole('region', { name: L.recentActivity }));
    expect(screen.queryByRole('region', { name: L.quickActions })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: dashboard.quickActions.newPost })).not.toBeInTheDocument();
    expect(list.queryAllByRole('link')).toEqual([]);
    expect(list.getByText('Post do blog #5')).toBeInTheDocument();
  });

  it("offers an editor the content's quick actions, not the site settings", async () => {
    session.set({ token: 'tok', admin: testAdmin({ role: 'editor' }) });
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const actions = within(await screen.findByRole('region', { name: L.quickActions }));
    expect(actions.getAllByRole('link').map((link) => link.textContent)).toEqual([
      dashboard.quickActions.newBanner,
      dashboard.quickActions.newPost,
      dashboard.quickActions.findLands,
    ]);
    const list = within(screen.getByRole('region', { name: L.recentActivity }));
    expect(list.getByRole('link', { name: 'Post do blog #5' })).toHaveAttribute('href', '/admin/blog/edit/5');
    expect(list.queryByRole('link', { name: 'Botão do cabeçalho' })).not.toBeInTheDocument();
    expect(list.getByRole('link', { name: L.allActivity })).toBeInTheDocument();
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

  it('writes its dates the Brazilian way by default, as the rest of the dashboard', async () => {
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    const list = within(await screen.findByRole('region', { name: L.recentActivity }));
    expect(list.getAllByText(/^23\/11\/2026/)).toHaveLength(full.recent_activity.length);
  });

  it('is all English in en: figures, quick actions, activity and the chart', async () => {
    setLanguage('en');
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    await screen.findByText('Blog Posts');
    expect(cardValue('Blog Posts').getByText('7 published')).toBeInTheDocument();
    expect(cardValue('Available Lands').getByText(/^Last scrape: 11\/23\/26/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Quick Actions' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Banner' })).toHaveAttribute('href', '/admin/banner/new');
    const list = within(screen.getByRole('region', { name: 'Recent Activity' }));
    expect(list.getByRole('link', { name: 'Blog post #5' })).toHaveAttribute('href', '/admin/blog/edit/5');
    expect(list.getByRole('link', { name: 'Header button' })).toHaveAttribute('href', '/admin/header');
    expect(list.getByText('created')).toBeInTheDocument();
    expect(list.getByText('signed in')).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'View the full history' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Last 20 land scrapes: 40, failed, 41' })).toBeInTheDocument();
  });

  it('is all Portuguese in pt-BR, the activity log included', async () => {
    setLanguage('pt-BR');
    serveDashboard();
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    await screen.findByText('Posts do Blog');
    expect(screen.getByRole('region', { name: 'Ações Rápidas' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post do blog #5' })).toBeInTheDocument();
    expect(screen.getByText('excluiu')).toBeInTheDocument();
    expect(englishIn(document.body)).toEqual([]);
  });

  it('is all Portuguese in pt-BR while the server is down, and with nothing to show', async () => {
    setLanguage('pt-BR');
    let down = true;
    serve(
      on.get<Dashboard>('/admin/dashboard', () =>
        down ? fail(503, 'Database unavailable') : { ...full, recent_activity: [], scrape_runs: [] },
      ),
    );
    renderAt('/admin/dashboard', '/admin/dashboard', DashboardPage);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(englishIn(document.body)).toEqual([]);
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma atividade registrada.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma busca registrada.')).toBeInTheDocument();
    expect(englishIn(document.body)).toEqual([]);
  });
});
