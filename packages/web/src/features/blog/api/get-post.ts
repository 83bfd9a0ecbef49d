import { queryOptions, useQuery } from '@tanstack/react-query';
import { landOffice } from '../../../lib/api';
import { keepVersion, versionedQuery } from '../../../lib/versioned-document';
import { blogKeys } from './keys';

/** The post, with the version it was read at (for the form's `If-Match`). */
export const getPost = (id: number) =>
  keepVersion(landOffice.GET('/api/blog/admin/{id}', { params: { path: { id } } }), (answer) => answer.post);

export const postQuery = (id: number) =>
  queryOptions({
    queryKey: blogKeys.detail(id),
    queryFn: () => getPost(id),
    ...versionedQuery,
  });

/** One post with its content, for the editor. */
export const usePost = (id: number) => useQuery(postQuery(id));
