import type { ActivityResources } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { dashboardKeys } from './keys';

export const getActivityResources = (): Promise<ActivityResources> =>
  unwrap(landOffice.GET('/api/admin/activity/resources'));

export function useActivityResources() {
  return useQuery({ queryKey: dashboardKeys.resources(), queryFn: getActivityResources });
}
