import type { ApiToken } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { tokenKeys } from './keys';

export const listTokens = () => api.get<ApiToken[]>('/admin/tokens');

// Read afresh whenever the screen opens: a token's last use changes without a write here.
export const tokensQuery = () =>
  queryOptions({ queryKey: tokenKeys.list(), queryFn: listTokens, staleTime: 0 });

/** Every API token, newest first, with its last use; never the token itself. */
export const useTokens = () => useQuery(tokensQuery());
