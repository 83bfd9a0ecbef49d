import { type ActivityEntry, contentTypes, type Operation } from '@land-office/contract';
import { i18next } from '../../i18n';
import type { dashboard } from '../../i18n/en/dashboard';

interface ResourceRoute {
  list: string;
  /** The edit screen of one record, where the resource has one. */
  edit?: (id: string) => string;
  /** What its screen does: a role that cannot do it is not led there. */
  operation?: Operation;
}

const crud = (list: string, operation: Operation): ResourceRoute => ({
  list,
  edit: (id) => `${list}/edit/${encodeURIComponent(id)}`,
  operation,
});

const screen = (list: string, operation?: Operation): ResourceRoute => ({ list, operation });

/**
 * Every resource name the API logs under, and the admin screen it belongs to (its name, in the
 * admin's language, is the dashboard namespace's `resources.<name>`).
 */
const routes: Record<string, ResourceRoute> = {
  ...Object.fromEntries(contentTypes.map((type) => [type.name, crud(type.adminPath, 'content')])),
  support: screen('/admin/support-settings', 'support'),
  site_settings: screen('/admin/site-settings', 'siteSettings'),
  header_settings: screen('/admin/header', 'headerSettings'),
  header_button: screen('/admin/header', 'headerSettings'),
  header_logo: screen('/admin/header', 'headerSettings'),
  available_land_settings: screen('/admin/available-land-settings', 'landPage'),
  'land-scraper': screen('/admin/land-scrapers', 'runScraper'),
  content: screen('/admin/site-settings/export-import', 'transfer'),
  users: crud('/admin/users', 'users'),
  account: screen('/admin/account', 'account'),
  media: screen('/admin/media', 'media'),
  auth: screen(''),
};

const known = (names: object, name: string) => Object.hasOwn(names, name);

/** What a logged resource is called in the admin's language, or its log name when unknown. */
export function resourceLabel(resource: string): string {
  return known(routes, resource) ? i18next.t(`dashboard:resources.${resource}` as never) : resource;
}

/**
 * Where an entry leads: the record's edit screen while it exists, its list once deleted
 * (or for a list-wide action such as a reorder); nowhere for sign-ins, an unknown resource, or
 * a screen the role cannot use (`can`).
 */
export function activityTarget(
  entry: Pick<ActivityEntry, 'resource' | 'action' | 'resource_id' | 'target_exists'>,
  can: (operation: Operation) => boolean = () => true,
) {
  const route = known(routes, entry.resource) ? routes[entry.resource] : undefined;
  if (!route?.list || (route.operation && !can(route.operation))) return undefined;
  const gone = entry.action === 'delete' || entry.target_exists === false;
  if (route.edit && entry.resource_id && !gone) return route.edit(entry.resource_id);
  return route.list;
}

const actions = [
  'create',
  'update',
  'delete',
  'toggle',
  'reorder',
  'upload',
  'save',
  'run',
  'import',
  'login',
  'logout',
  'login_failed',
  'restore',
  'published',
] as const satisfies readonly (keyof typeof dashboard.actions)[];

/** What was done, in the admin's language ("alterou"), or the log's own word when unknown. */
export function actionLabel(action: string): string {
  return (actions as readonly string[]).includes(action)
    ? i18next.t(`dashboard:actions.${action}` as never)
    : action;
}
