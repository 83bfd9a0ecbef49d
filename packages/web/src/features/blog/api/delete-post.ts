import type { BlogPostSummary } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const deletePost = (id: number) => api.delete(`/blog/admin/${id}`);

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => {
      qc.setQueryData<BlogPostSummary[]>(blogKeys.list(), (rows) => rows?.filter((row) => row.id !== id));
      qc.removeQueries({ queryKey: blogKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: blogKeys.list() });
    },
  });
}
