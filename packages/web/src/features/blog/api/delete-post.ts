import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { blogKeys } from './keys';
import { editListedPosts } from './list-posts';

export const deletePost = (id: number) =>
  unwrap(landOffice.DELETE('/api/blog/admin/{id}', { params: { path: { id } } }));

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, id) => {
      editListedPosts(qc, (row) => (row.id === id ? undefined : row));
      qc.removeQueries({ queryKey: blogKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: blogKeys.lists() });
    },
  });
}
