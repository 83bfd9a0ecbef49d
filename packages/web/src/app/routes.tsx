import { type ContentType, contentTypes } from '@land-office/contract';
import { Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/not-found-page';
import { AdminLayout } from './admin-layout';
import { RequireSession } from './require-session';

/** Each screen is its own chunk, loaded when first visited. */
const lazyPage = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** A one-time link's page, outside the signed-in shell as the sign-in page is. */
const choosePassword = (purpose: 'invite' | 'reset') => async () => {
  const { ChoosePasswordPage } = await import('../features/auth/choose-password-page');
  return { Component: () => <ChoosePasswordPage purpose={purpose} /> };
};

const ownScreens: RouteObject[] = [
  { path: 'dashboard', lazy: lazyPage(() => import('../features/dashboard/dashboard-page')) },
  { path: 'activity', lazy: lazyPage(() => import('../features/dashboard/activity-page')) },
  { path: 'sessions', lazy: lazyPage(() => import('../features/auth/sessions-page')) },
  { path: 'account', lazy: lazyPage(() => import('./screens/account-screen')) },
  { path: 'blog', lazy: lazyPage(() => import('../features/blog/blog-list-page')) },
  { path: 'blog/new', lazy: lazyPage(() => import('../features/blog/blog-form-page')) },
  { path: 'blog/edit/:id', lazy: lazyPage(() => import('../features/blog/blog-form-page')) },
  { path: 'menus', lazy: lazyPage(() => import('../features/menus/menu-list-page')) },
  { path: 'menus/new', lazy: lazyPage(() => import('../features/menus/menu-form-page')) },
  { path: 'menus/edit/:id', lazy: lazyPage(() => import('../features/menus/menu-form-page')) },
  { path: 'services', lazy: lazyPage(() => import('../features/services/service-list-page')) },
  { path: 'services/new', lazy: lazyPage(() => import('../features/services/service-form-page')) },
  { path: 'services/edit/:id', lazy: lazyPage(() => import('../features/services/service-form-page')) },
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
  { path: 'media', lazy: lazyPage(() => import('../features/media/media-page')) },
  { path: 'trash', lazy: lazyPage(() => import('../features/trash/trash-page')) },
  { path: 'listings', lazy: lazyPage(() => import('../features/listings/listings-page')) },
  { path: 'users', lazy: lazyPage(() => import('../features/users/user-list-page')) },
  { path: 'users/new', lazy: lazyPage(() => import('../features/users/user-invite-page')) },
  { path: 'users/edit/:id', lazy: lazyPage(() => import('../features/users/user-edit-page')) },
  { path: 'webhooks', lazy: lazyPage(() => import('../features/webhooks/webhook-list-page')) },
  { path: 'webhooks/new', lazy: lazyPage(() => import('../features/webhooks/webhook-create-page')) },
  { path: 'webhooks/edit/:id', lazy: lazyPage(() => import('../features/webhooks/webhook-edit-page')) },
  {
    path: 'webhooks/:id/deliveries',
    lazy: lazyPage(() => import('../features/webhooks/webhook-deliveries-page')),
  },
  { path: 'tokens', lazy: lazyPage(() => import('../features/tokens/token-list-page')) },
  { path: 'tokens/new', lazy: lazyPage(() => import('../features/tokens/token-create-page')) },
];

/**
 * The list, /new and /edit/:id of a declared type with no screens of its own: the generic list
 * (ordered, or newest first for a type published by slug) and form, read from its declaration
 * (docs/adding-a-content-type.md).
 */
function declaredScreens(type: ContentType): RouteObject[] {
  const path = type.adminPath.replace(/^\/admin\//, '');
  const list = async () => {
    if (!type.ordered) {
      const { PublishedList } = await import('../components/published-list');
      return { Component: () => <PublishedList type={type} /> };
    }
    const { ContentTypeList } = await import('../components/content-type-list');
    return { Component: () => <ContentTypeList type={type} /> };
  };
  const form = async () => {
    const { ContentTypeFormPage } = await import('../components/content-type-form');
    return { Component: () => <ContentTypeFormPage type={type} /> };
  };
  return [
    { path, lazy: list },
    { path: `${path}/new`, lazy: form },
    { path: `${path}/edit/:id`, lazy: form },
  ];
}

const routed = new Set(ownScreens.map((screen) => `/admin/${screen.path}`));

export const screens: RouteObject[] = [
  ...ownScreens,
  ...contentTypes.filter((type) => !routed.has(type.adminPath)).flatMap(declaredScreens),
];

export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/admin/dashboard" replace /> },
  { path: '/admin/login', lazy: lazyPage(() => import('../features/auth/login-page')) },
  { path: '/admin/accept-invite', lazy: choosePassword('invite') },
  { path: '/admin/reset-password', lazy: choosePassword('reset') },
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
