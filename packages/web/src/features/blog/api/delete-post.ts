import { landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { blogKeys } from './keys';
import { editListedPosts } from './list-posts';

export const deletePost = (id: number) =>
  unwrap(landOffice.DELETE('/api/blog/admin/{id}', { params: { path: { id } } }));

export const useDeletePost = () =>
  useCacheMutation(deletePost, (qc, _result, id) => {
    editListedPosts(qc, (row) => (row.id === id ? undefined : row));
    qc.removeQueries({ queryKey: blogKeys.detail(id) });
    return qc.invalidateQueries({ queryKey: blogKeys.lists() });
  });
