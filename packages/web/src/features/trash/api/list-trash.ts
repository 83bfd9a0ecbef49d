import type { TrashList } from '@land-office/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trashKeys } from './keys';

export const listTrash = (resource?: string) =>
  api.get<TrashList>(resource ? `/admin/trash?resource=${encodeURIComponent(resource)}` : '/admin/trash');

export const trashQuery = (resource?: string) =>
  queryOptions({ queryKey: trashKeys.list(resource), queryFn: () => listTrash(resource) });

/**
 * What the signed-in user may see in the trash (the server leaves out what their role cannot
 * change), newest deleted first; while another type loads, the last answer stays on screen.
 */
export const useTrash = (resource?: string) =>
  useQuery({ ...trashQuery(resource), placeholderData: keepPreviousData });
