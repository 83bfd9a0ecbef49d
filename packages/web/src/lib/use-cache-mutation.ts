import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation whose success updates the query cache: `onSuccess` gets the query client with the
 * answer and what was sent. A promise it returns (an invalidation) is waited for, as React
 * Query's own `onSuccess` is.
 */
export function useCacheMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  onSuccess: (qc: QueryClient, data: TData, variables: TVariables) => unknown,
) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: (data, variables) => onSuccess(qc, data, variables) });
}
