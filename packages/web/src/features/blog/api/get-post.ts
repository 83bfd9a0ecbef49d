import type { BlogPost } from '@land-office/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { withVersion } from '../../../lib/record-version';
import { blogKeys } from './keys';

/** The post, with the version it was read at (for the form's `If-Match`). */
export const getPost = async (id: number) => {
  const { data, version } = await api.getWithVersion<{ post: BlogPost }>(`/blog/admin/${id}`);
  return withVersion(data.post, version);
};

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: () => getPost(id),
    retry: false,
    // A post rebuilt by structural sharing would lose its version.
    structuralSharing: false,
  });

/** One post with its content, for the editor. */
export const usePost = (id: number) => useQuery(postQuery(id));
