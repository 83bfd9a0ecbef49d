import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { userKeys } from './keys';

export const getUser = (id: number) =>
  unwrap(landOffice.GET('/api/admin/users/{id}', { params: { path: { id } } }));

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id), retry: false });

/** One user, for the edit form. */
export const useUser = (id: number) => useQuery(userQuery(id));
