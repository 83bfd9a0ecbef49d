import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LeaveDialog } from '../components/leave-dialog';
import { Spinner } from '../components/spinner';
import { useLogout } from '../features/auth/api/logout';
import { useMe } from '../features/auth/api/me';
import { SessionExpired } from '../features/auth/session-expired';
import { useSession } from '../lib/session';
import { SiteInfo } from '../lib/site-info';
import { useCan } from '../lib/use-can';
import { pageTitle, screenOperation } from './nav';
import { Preferences } from './preferences';
import { SidebarNav } from './sidebar';

// Met only at an address the role cannot use: its code (and the refusal's translation with it)
// loads then, not with every screen.
const NotAllowedPage = lazy(() =>
  import('../components/not-allowed-page').then((module) => ({ default: module.NotAllowedPage })),
);

const ACCOUNT_PATH = '/admin/account';

export function AdminLayout() {
  const current = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout();
  const { role, can } = useCan();
  const me = useMe();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  const title = t(pageTitle(location.pathname) as never);
  // The tab, the history list and a screen reader's page name say which screen this is.
  useEffect(() => {
    document.title = `${title} · Land Office`;
  }, [title]);
  const operation = screenOperation(location.pathname);
  // A second factor is required and this person has none yet: the server opens their account
  // only, so every screen is the account page until one is set up (then `/auth/me` clears it).
  const enrolling = Boolean(current?.admin.must_enrol_two_factor);

  // The public website: at its address when PUBLIC_SITE_URL names one, else at this server's `/`
  // when it renders it there.
  const siteHref = me.data?.site?.url ?? (me.data?.site?.served ? '/' : null);
  const signOut = async () => {
    await logout();
    navigate('/admin/login', { replace: true });
  };

  if (enrolling && location.pathname !== ACCOUNT_PATH) return <Navigate to={ACCOUNT_PATH} replace />;

  return (
    <div className="min-h-screen md:flex">
      {/* First in the tab order: past the sidebar and header, straight to the screen. */}
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-slate-900 focus:shadow-lg"
      >
        {t('skipToContent')}
      </a>
      <aside
        className={`${open ? 'block' : 'hidden'} md:block w-full md:w-60 shrink-0 bg-slate-900 text-slate-100 md:min-h-screen`}
        aria-label={t('sidebar')}
        data-palette="fixed"
        id="admin-sidebar"
      >
        <div className="px-5 py-4 text-lg font-semibold tracking-tight">{t('appName')}</div>
        {!enrolling && <SidebarNav can={can} onNavigate={() => setOpen(false)} />}
      </aside>
      <div className="flex-1 min-w-0">
        <header className="flex flex-wrap items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
          <button
            type="button"
            className="md:hidden min-h-11 min-w-11 rounded border border-slate-300 px-2 py-1 text-sm"
            aria-expanded={open}
            aria-controls="admin-sidebar"
            aria-label={t('toggleMenu')}
            onClick={() => setOpen((v) => !v)}
          >
            ☰
          </button>
          <h1 className="min-w-0 flex-1 break-words text-xl font-semibold">{title}</h1>
          <div className="order-last w-full sm:order-none sm:w-auto">
            <Preferences />
          </div>
          {/* On a phone, the person and their links take a line of their own under the title. */}
          <div className="order-last w-full text-sm leading-tight sm:order-none sm:w-auto sm:text-right">
            <div className="font-medium" data-testid="current-user" data-user-content>
              {current?.admin.display_name || current?.admin.username}
            </div>
            <div className="text-slate-600">
              <span data-testid="current-username" data-user-content>
                {current?.admin.username}
              </span>{' '}
              · <span data-testid="current-role">{t(`roles.${role}`)}</span>
            </div>
            <Link
              to="/admin/account"
              className="mr-3 inline-block py-1 text-xs text-slate-600 underline hover:text-slate-800"
            >
              {t('account')}
            </Link>
            {siteHref && (
              <a
                href={siteHref}
                target="_blank"
                rel="noopener noreferrer"
                className="mr-3 inline-block py-1 text-xs text-slate-600 underline hover:text-slate-800"
              >
                {t('viewSite')}
              </a>
            )}
            {!enrolling && (
              <Link
                to="/admin/sessions"
                className="inline-block py-1 text-xs text-slate-600 underline hover:text-slate-800"
              >
                {t('sessions')}
              </Link>
            )}
          </div>
          <button
            type="button"
            onClick={signOut}
            className="min-h-11 rounded bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 sm:min-h-9"
          >
            {t('logout')}
          </button>
        </header>
        <SessionExpired />
        <LeaveDialog />
        <main id="content" tabIndex={-1} className="p-4 md:p-6 focus:outline-none">
          {operation && !can(operation) ? (
            <Suspense fallback={<Spinner />}>
              <NotAllowedPage role={role} operation={operation} />
            </Suspense>
          ) : (
            <SiteInfo.Provider
              value={{ timezone: me.data?.site?.timezone ?? 'UTC', url: me.data?.site?.url ?? null }}
            >
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </SiteInfo.Provider>
          )}
        </main>
      </div>
    </div>
  );
}
