import type { ActivityEntry } from '@land-office/contract';

interface ResourceRoute {
  /** Portuguese name shown in the log and the filter. */
  label: string;
  list: string;
  /** The edit screen of one record, where the resource has one. */
  edit?: (id: string) => string;
}

const crud = (label: string, list: string): ResourceRoute => ({
  label,
  list,
  edit: (id) => `${list}/edit/${encodeURIComponent(id)}`,
});

/** Settings singletons are logged by key; each key lives on its own screen. */
const settingsScreens: Record<string, string> = {
  site: '/admin/site-settings',
  header: '/admin/header',
  header_button: '/admin/header',
  available_land_page: '/admin/available-land-settings',
};

const routes: Record<string, ResourceRoute> = {
  menu: crud('Menu', '/admin/menus'),
  blog: crud('Post do blog', '/admin/blog'),
  banner: crud('Banner', '/admin/banner'),
  service: crud('Serviço', '/admin/services'),
  hero: crud('Hero', '/admin/hero'),
  support: { label: 'Equipe de suporte', list: '/admin/support-settings' },
  settings: { label: 'Configurações', list: '/admin/site-settings' },
  header: { label: 'Cabeçalho', list: '/admin/header' },
  'land-scraper': { label: 'Busca de terrenos', list: '/admin/land-scrapers' },
  'available-land': { label: 'Terrenos disponíveis', list: '/admin/available-land-settings' },
  auth: { label: 'Acesso', list: '' },
};

export function resourceLabel(resource: string): string {
  return routes[resource]?.label ?? resource;
}

/**
 * Where an entry leads: the record's edit screen while it can still exist, its list once deleted
 * (or for a list-wide action such as a reorder); nowhere for sign-ins or an unknown resource.
 */
export function activityTarget(entry: Pick<ActivityEntry, 'resource' | 'action' | 'resource_id'>) {
  const route = routes[entry.resource];
  if (!route?.list) return undefined;
  if (entry.resource === 'settings' && entry.resource_id)
    return settingsScreens[entry.resource_id] ?? route.list;
  if (route.edit && entry.resource_id && entry.action !== 'delete') return route.edit(entry.resource_id);
  return route.list;
}

const actions: Record<string, string> = {
  create: 'criou',
  update: 'alterou',
  delete: 'excluiu',
  toggle: 'ativou/desativou',
  reorder: 'reordenou',
  upload: 'enviou imagem em',
  save: 'salvou',
  run: 'executou',
  login: 'entrou',
  logout: 'saiu',
  login_failed: 'falha de login',
};

export function actionLabel(action: string): string {
  return actions[action] ?? action;
}
