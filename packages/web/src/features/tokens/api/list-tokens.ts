import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { tokenKeys } from './keys';

export const listTokens = () => unwrap(landOffice.GET('/api/admin/tokens'));

// Read afresh whenever the screen opens: a token's last use changes without a write here.
export const tokensQuery = () =>
  queryOptions({ queryKey: tokenKeys.list(), queryFn: listTokens, staleTime: 0 });

/** Every API token, newest first, with its last use; never the token itself. */
export const useTokens = () => useQuery(tokensQuery());
