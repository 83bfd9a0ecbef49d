import type { AvailableLands } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { landScraperKeys } from './keys';

/** Without parameters the route answers the whole list; the document names its paged shape too. */
export const getAvailableLands = async () =>
  (await unwrap(landOffice.GET('/api/available-lands'))) as AvailableLands;

export const availableLandsQuery = () =>
  queryOptions({ queryKey: landScraperKeys.lands(), queryFn: getAvailableLands });

/** The listing the public page serves: the last good run's lands. */
export const useAvailableLands = () => useQuery(availableLandsQuery());
