import { type ActivityEntry, contentTypes } from '@land-office/contract';
import { i18next } from '../../i18n';
import type { dashboard } from '../../i18n/en/dashboard';

interface ResourceRoute {
  list: string;
  /** The edit screen of one record, where the resource has one. */
  edit?: (id: string) => string;
}

const crud = (list: string): ResourceRoute => ({
  list,
  edit: (id) => `${list}/edit/${encodeURIComponent(id)}`,
});

const screen = (list: string): ResourceRoute => ({ list });

/**
 * Every resource name the API logs under, and the admin screen it belongs to (its name, in the
 * admin's language, is the dashboard namespace's `resources.<name>`).
 */
const routes: Record<string, ResourceRoute> = {
  ...Object.fromEntries(contentTypes.map((type) => [type.name, crud(type.adminPath)])),
  support: screen('/admin/support-settings'),
  site_settings: screen('/admin/site-settings'),
  header_settings: screen('/admin/header'),
  header_button: screen('/admin/header'),
  header_logo: screen('/admin/header'),
  available_land_settings: screen('/admin/available-land-settings'),
  'land-scraper': screen('/admin/land-scrapers'),
  content: screen('/admin/site-settings/export-import'),
  auth: screen(''),
};

const known = (names: object, name: string) => Object.hasOwn(names, name);

/** What a logged resource is called in the admin's language, or its log name when unknown. */
export function resourceLabel(resource: string): string {
  return known(routes, resource) ? i18next.t(`dashboard:resources.${resource}` as never) : resource;
}

/**
 * Where an entry leads: the record's edit screen while it exists, its list once deleted
 * (or for a list-wide action such as a reorder); nowhere for sign-ins or an unknown resource.
 */
export function activityTarget(
  entry: Pick<ActivityEntry, 'resource' | 'action' | 'resource_id' | 'target_exists'>,
) {
  const route = known(routes, entry.resource) ? routes[entry.resource] : undefined;
  if (!route?.list) return undefined;
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
] as const satisfies readonly (keyof typeof dashboard.actions)[];

/** What was done, in the admin's language ("alterou"), or the log's own word when unknown. */
export function actionLabel(action: string): string {
  return (actions as readonly string[]).includes(action)
    ? i18next.t(`dashboard:actions.${action}` as never)
    : action;
}
