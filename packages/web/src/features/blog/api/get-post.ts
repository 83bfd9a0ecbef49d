import type { BlogPost } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const getPost = async (id: number) => (await api.get<{ post: BlogPost }>(`/blog/admin/${id}`)).post;

export const postQuery = (id: number) =>
  queryOptions({ queryKey: blogKeys.detail(id), queryFn: () => getPost(id), retry: false });

/** One post with its content, for the editor. */
export const usePost = (id: number) => useQuery(postQuery(id));
