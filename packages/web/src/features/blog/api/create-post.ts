import type { BlogPostCreate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';
import { blogKeys } from './keys';

export const createPost = async (body: BlogPostCreate) =>
  (await unwrap(landOffice.POST('/api/blog/admin', { body }))).post;

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => qc.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
