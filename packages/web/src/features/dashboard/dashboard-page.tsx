import type { Dashboard, Operation } from '@land-office/contract';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { Sparkline } from '../../components/sparkline';
import { Spinner } from '../../components/spinner';
import { refusalText } from '../../lib/refusal-text';
import { useCan } from '../../lib/use-can';
import { ActivityList, formatDateTime } from './activity-list';
import { useDashboard } from './api/get-dashboard';
import { WebhooksOffBanner } from './webhooks-off-banner';

/** The quick actions, each shown to the roles that may do what it opens. */
const quickActions = [
  { key: 'siteSettings', to: '/admin/site-settings', operation: 'siteSettings' },
  { key: 'newBanner', to: '/admin/banner/new', operation: 'content' },
  { key: 'newPost', to: '/admin/blog/new', operation: 'content' },
  { key: 'findLands', to: '/admin/land-scrapers', operation: 'runScraper' },
] as const satisfies readonly { key: string; to: string; operation: Operation }[];

function statCards(d: Dashboard, t: TFunction<'dashboard'>) {
  const lands = d.available_lands;
  return [
    {
      label: t('labels.blogPosts'),
      value: d.blog_posts?.total,
      hint: d.blog_posts && t('labels.published', { count: d.blog_posts.published }),
    },
    { label: t('labels.activeBanners'), value: d.active_banners },
    {
      label: t('labels.availableLands'),
      value: lands?.count,
      hint: lands?.ran_at && t('labels.lastScrape', { when: formatDateTime(lands.ran_at) }),
    },
    { label: t('labels.supportOnline'), value: d.support_online, hint: t('labels.noTickets') },
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
  const { t } = useTranslation('dashboard');
  const { data, error, isPending, refetch } = useDashboard();
  const { can } = useCan();
  if (isPending) return <Spinner />;
  if (error)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-sm text-red-700">
        {refusalText(error, t('labels.loadError'))}{' '}
        <button type="button" className="ml-2 underline" onClick={() => refetch()}>
          {t('labels.retry')}
        </button>
      </div>
    );

  const runs = data.scrape_runs ?? [];
  const actions = quickActions.filter((action) => can(action.operation));
  return (
    <div className="space-y-6">
      <WebhooksOffBanner endpoints={data.disabled_webhooks ?? []} />
      <section className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={t('labels.stats')}>
        {statCards(data, t).map((card) => (
          <div key={card.label} className="rounded-lg bg-white p-4 shadow-sm" data-testid="stat-card">
            <div className="text-sm text-slate-600">{card.label}</div>
            <div
              className="mt-1 text-3xl font-semibold"
              title={card.value == null ? t('labels.notInstalled') : undefined}
            >
              {card.value ?? '—'}
            </div>
            {card.hint && <div className="mt-1 text-xs text-slate-600">{card.hint}</div>}
          </div>
        ))}
      </section>
      {actions.length > 0 && (
        <Panel title={t('labels.quickActions')}>
          <div className="flex flex-wrap gap-2">
            {actions.map((action) => (
              <Link
                key={action.to}
                to={action.to}
                // Amber in both schemes, so its dark text stays dark (index.css).
                data-palette="fixed"
                className="inline-flex items-center rounded bg-amber-500 px-3 py-2 text-sm font-medium text-slate-900 hover:bg-amber-400 max-sm:min-h-11"
              >
                {t(`quickActions.${action.key}`)}
              </Link>
            ))}
          </div>
        </Panel>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel
            title={t('labels.recentActivity')}
            aside={
              can('activity') && (
                <Link to="/admin/activity" className={buttonClass.secondary}>
                  {t('labels.allActivity')}
                </Link>
              )
            }
          >
            <ActivityList entries={data.recent_activity} />
          </Panel>
        </div>
        <Panel title={t('labels.scrapeRuns')}>
          {runs.length === 0 ? (
            <p className="text-sm text-slate-600">{t('labels.noScrapeRuns')}</p>
          ) : (
            <Sparkline
              values={runs.map((r) => r.count)}
              label={`${t('labels.scrapeRuns')}: ${runs.map((r) => r.count ?? t('labels.scrapeFailed')).join(', ')}`}
            />
          )}
        </Panel>
      </div>
    </div>
  );
}
