import type { TrashItem } from '@land-office/contract';

export type TrashTarget = Pick<TrashItem, 'resource' | 'id'>;

/** The path parameters that name one item of the trash (a resource name may hold a slash). */
export const itemPath = ({ resource, id }: TrashTarget) => ({
  params: { path: { resource: encodeURIComponent(resource), id } },
});
