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

const screen = (label: string, list: string): ResourceRoute => ({ label, list });

/** Every resource name the API logs under, and the admin screen it belongs to. */
const routes: Record<string, ResourceRoute> = {
  menu: crud('Menu', '/admin/menus'),
  blog: crud('Post do blog', '/admin/blog'),
  banner: crud('Banner', '/admin/banner'),
  service: crud('Serviço', '/admin/services'),
  hero: crud('Hero', '/admin/hero'),
  support: screen('Equipe de suporte', '/admin/support-settings'),
  site_settings: screen('Configurações do site', '/admin/site-settings'),
  header_settings: screen('Cabeçalho', '/admin/header'),
  header_button: screen('Botão do cabeçalho', '/admin/header'),
  header_logo: screen('Logo do cabeçalho', '/admin/header'),
  available_land_settings: screen('Página de terrenos', '/admin/available-land-settings'),
  'land-scraper': screen('Busca de terrenos', '/admin/land-scrapers'),
  auth: screen('Acesso', ''),
};

export function resourceLabel(resource: string): string {
  return routes[resource]?.label ?? resource;
}

/**
 * Where an entry leads: the record's edit screen while it exists, its list once deleted
 * (or for a list-wide action such as a reorder); nowhere for sign-ins or an unknown resource.
 */
export function activityTarget(
  entry: Pick<ActivityEntry, 'resource' | 'action' | 'resource_id' | 'target_exists'>,
) {
  const route = routes[entry.resource];
  if (!route?.list) return undefined;
  const gone = entry.action === 'delete' || entry.target_exists === false;
  if (route.edit && entry.resource_id && !gone) return route.edit(entry.resource_id);
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
