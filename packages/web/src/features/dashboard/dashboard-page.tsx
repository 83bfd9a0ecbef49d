import type { Dashboard } from '@land-office/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { Sparkline } from '../../components/sparkline';
import { Spinner } from '../../components/spinner';
import { errorText } from '../../lib/api-client';
import { ActivityList, formatDateTime } from './activity-list';
import { useDashboard } from './api/get-dashboard';
import { dashboardLabels as L } from './dashboard-labels';

const quickActions = [
  { label: 'Configurações do Site', to: '/admin/site-settings' },
  { label: 'Novo Banner', to: '/admin/banner/new' },
  { label: 'Novo Post', to: '/admin/blog/new' },
  { label: 'Buscar Terrenos', to: '/admin/land-scrapers' },
];

function statCards(d: Dashboard) {
  const lands = d.available_lands;
  return [
    {
      label: L.blogPosts,
      value: d.blog_posts?.total,
      hint: d.blog_posts && L.published(d.blog_posts.published),
    },
    { label: L.activeBanners, value: d.active_banners },
    {
      label: L.availableLands,
      value: lands?.count,
      hint: lands?.ran_at && L.lastScrape(formatDateTime(lands.ran_at)),
    },
    { label: L.supportOnline, value: d.support_online, hint: L.noTickets },
  ];
}

function Panel({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export default function DashboardPage() {
  const { data, error, isPending, refetch } = useDashboard();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-sm text-red-700">
        {errorText(error, L.loadError)}{' '}
        <button type="button" className="ml-2 underline" onClick={() => refetch()}>
          {L.retry}
        </button>
      </div>
    );

  const runs = data.scrape_runs ?? [];
  return (
    <div className="space-y-6">
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Estatísticas">
        {statCards(data).map((card) => (
          <div key={card.label} className="rounded-lg bg-white p-4 shadow-sm" data-testid="stat-card">
            <div className="text-sm text-slate-600">{card.label}</div>
            <div
              className="mt-1 text-3xl font-semibold"
              title={card.value == null ? L.notInstalled : undefined}
            >
              {card.value ?? '—'}
            </div>
            {card.hint && <div className="mt-1 text-xs text-slate-600">{card.hint}</div>}
          </div>
        ))}
      </section>
      <Panel title={L.quickActions}>
        <div className="flex flex-wrap gap-2">
          {quickActions.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className="rounded bg-amber-500 px-3 py-2 text-sm font-medium text-slate-900 hover:bg-amber-400"
            >
              {action.label}
            </Link>
          ))}
        </div>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel
            title={L.recentActivity}
            aside={
              <Link to="/admin/activity" className={buttonClass.secondary}>
                {L.allActivity}
              </Link>
            }
          >
            <ActivityList entries={data.recent_activity} />
          </Panel>
        </div>
        <Panel title={L.scrapeRuns}>
          {runs.length === 0 ? (
            <p className="text-sm text-slate-600">{L.noScrapeRuns}</p>
          ) : (
            <Sparkline
              values={runs.map((r) => r.count)}
              label={`${L.scrapeRuns}: ${runs.map((r) => r.count ?? 'falhou').join(', ')}`}
            />
          )}
        </Panel>
      </div>
    </div>
  );
}
