import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AdminLayout } from './admin-layout';
import { RequireSession } from './require-session';

/** Each screen is its own chunk, loaded when first visited. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const screens: RouteObject[] = [
  { path: 'dashboard', lazy: lazyPage(() => import('../features/dashboard/dashboard-page')) },
  { path: 'activity', lazy: lazyPage(() => import('../features/dashboard/activity-page')) },
  { path: 'blog', lazy: lazyPage(() => import('../features/blog/blog-list-page')) },
  { path: 'blog/new', lazy: lazyPage(() => import('../features/blog/blog-form-page')) },
  { path: 'blog/edit/:id', lazy: lazyPage(() => import('../features/blog/blog-form-page')) },
  { path: 'menus', lazy: lazyPage(() => import('../features/menus/menu-list-page')) },
  { path: 'menus/new', lazy: lazyPage(() => import('../features/menus/menu-form-page')) },
  { path: 'menus/edit/:id', lazy: lazyPage(() => import('../features/menus/menu-form-page')) },
  { path: 'hero', lazy: lazyPage(() => import('../features/hero/hero-list-page')) },
  { path: 'hero/new', lazy: lazyPage(() => import('../features/hero/hero-form-page')) },
  { path: 'hero/edit/:id', lazy: lazyPage(() => import('../features/hero/hero-form-page')) },
  { path: 'banner', lazy: lazyPage(() => import('../features/banners/banner-list-page')) },
  { path: 'banner/new', lazy: lazyPage(() => import('../features/banners/banner-form-page')) },
  { path: 'banner/edit/:id', lazy: lazyPage(() => import('../features/banners/banner-form-page')) },
  { path: 'site-settings', lazy: lazyPage(() => import('../features/site-settings/site-settings-page')) },
  { path: 'header', lazy: lazyPage(() => import('../features/header-settings/header-settings-page')) },
  { path: 'support-settings', lazy: lazyPage(() => import('../features/support/support-settings-page')) },
  { path: 'available-land-settings', lazy: lazyPage(() => import('./screens/available-land-screen')) },
  {
    path: 'land-scrapers',
    element: <Navigate to="/admin/available-land-settings?tab=data-sources" replace />,
  },
  {
    path: 'site-settings/export-import',
    lazy: lazyPage(() => import('../features/content-transfer/export-import-page')),
  },
];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/admin/dashboard" replace /> },
  { path: '/admin/login', lazy: lazyPage(() => import('../features/auth/login-page')) },
  {
    path: '/admin',
    element: (
      <RequireSession>
        <AdminLayout />
      </RequireSession>
    ),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      ...screens,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];
