import type { User } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const getUser = (id: number) => api.get<User>(`/admin/users/${id}`);

export const userQuery = (id: number) =>
  queryOptions({ queryKey: userKeys.detail(id), queryFn: () => getUser(id), retry: false });

/** One user, for the edit form. */
export const useUser = (id: number) => useQuery(userQuery(id));
