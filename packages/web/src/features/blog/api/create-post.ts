import type { BlogPost, BlogPostCreate } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const createPost = async (body: BlogPostCreate) =>
  (await api.post<{ post: BlogPost }>('/blog/admin', body)).post;

export function useCreatePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => qc.invalidateQueries({ queryKey: blogKeys.all }),
  });
}
