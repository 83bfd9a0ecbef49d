import type { Dashboard } from '@land-office/contract';
import { useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { dashboardKeys } from './keys';

// Typed by the API's document; the annotation proves it agrees with the contract's Dashboard.
export const getDashboard = (): Promise<Dashboard> => unwrap(landOffice.GET('/api/admin/dashboard'));

/** Always refetched on visit: the dashboard must show the state as of this reload. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKeys.summary(), queryFn: getDashboard, staleTime: 0 });
}
