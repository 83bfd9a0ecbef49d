import type { AvailableLands } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { landScraperKeys } from './keys';

export const getAvailableLands = () => api.get<AvailableLands>('/available-lands');

export const availableLandsQuery = () =>
  queryOptions({ queryKey: landScraperKeys.lands(), queryFn: getAvailableLands });

/** The listing the public page serves: the last good run's lands. */
export const useAvailableLands = () => useQuery(availableLandsQuery());
