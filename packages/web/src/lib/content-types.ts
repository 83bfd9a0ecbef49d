import type { contentResource } from './content-resource';

/** What every ordered content record has (menus, services, banners, heroes). */
export interface ContentRecord {
  id: number;
  is_active: boolean;
  order_pos: number;
}

/** The hooks `contentResource` makes for one content type, as the list and form scaffolds take them. */
export type ContentResource<T extends ContentRecord, C, U> = ReturnType<typeof contentResource<T, C, U>>;
