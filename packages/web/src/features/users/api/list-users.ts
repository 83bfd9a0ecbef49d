import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { userKeys } from './keys';

export const listUsers = () => unwrap(landOffice.GET('/api/admin/users'));

export const usersQuery = () => queryOptions({ queryKey: userKeys.list(), queryFn: listUsers });

/** Everyone who can sign in to the admin, invitations still pending included. */
export const useUsers = () => useQuery(usersQuery());
