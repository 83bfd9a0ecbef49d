import type { Dashboard } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getDashboard = () => api.get<Dashboard>('/admin/dashboard');

/** Always refetched on visit: the dashboard must show the state as of this reload. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.summary(), queryFn: getDashboard, staleTime: 0 });
}
