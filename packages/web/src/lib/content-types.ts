export type { ContentResource } from './content-resource';

/** What every ordered content record has (menus, services, banners, heroes, FAQ entries). */
export interface ContentRecord {
  id: number;
  is_active: boolean;
  order_pos: number;
  /** Seasonal types (services, banners, heroes, FAQ): public from / until these instants. */
  active_from?: string | null;
  active_until?: string | null;
}
