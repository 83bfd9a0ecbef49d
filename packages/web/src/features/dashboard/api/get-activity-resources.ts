import type { ActivityResources } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dashboardKeys } from './keys';

export const getActivityResources = () => api.get<ActivityResources>('/admin/activity/resources');

export function useActivityResources() {
  return useQuery({ queryKey: dashboardKeys.resources(), queryFn: getActivityResources });
}
