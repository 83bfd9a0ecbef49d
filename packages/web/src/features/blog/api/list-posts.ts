import type { BlogPostSummary } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { blogKeys } from './keys';

export const listPosts = () => api.get<BlogPostSummary[]>('/blog/admin');

export const postsQuery = () => queryOptions({ queryKey: blogKeys.list(), queryFn: listPosts });

/** Every post, newest first, without content. */
export const usePosts = () => useQuery(postsQuery());
