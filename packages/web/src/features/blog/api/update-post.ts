import type { BlogPost, BlogPostSummary, BlogPostUpdate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const updatePost = async ({ id, body }: { id: number; body: BlogPostUpdate }) =>
  (await api.put<{ post: BlogPost }>(`/blog/admin/${id}`, body)).post;

/** A partial update; the list shows the saved row at once, then refetches. */
export function useUpdatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (saved) => {
      const { content: _content, ...summary } = saved;
      qc.setQueryData<BlogPostSummary[]>(blogKeys.list(), (rows) =>
        rows?.map((row) => (row.id === saved.id ? summary : row)),
      );
      qc.setQueryData(blogKeys.detail(saved.id), saved);
      return qc.invalidateQueries({ queryKey: blogKeys.list() });
    },
  });
}
