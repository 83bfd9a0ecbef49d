import type { BlogPost } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { readVersioned, versionedQuery } from '../../../lib/versioned-document';
import { blogKeys } from './keys';

/** The post, with the version it was read at (for the form's `If-Match`). */
export const getPost = (id: number) =>
  readVersioned(`/blog/admin/${id}`, (answer: { post: BlogPost }) => answer.post);

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: () => getPost(id),
    ...versionedQuery,
  });

/** One post with its content, for the editor. */
export const usePost = (id: number) => useQuery(postQuery(id));
