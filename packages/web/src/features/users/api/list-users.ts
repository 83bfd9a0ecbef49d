import type { User } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export const listUsers = () => api.get<User[]>('/admin/users');

export const usersQuery = () => queryOptions({ queryKey: userKeys.list(), queryFn: listUsers });

/** Everyone who can sign in to the admin, invitations still pending included. */
export const useUsers = () => useQuery(usersQuery());
