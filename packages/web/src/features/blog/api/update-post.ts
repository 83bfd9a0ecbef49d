import type { BlogPostUpdate } from '@land-office/contract';
import { landOffice } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';
import { ifMatch, keepVersion } from '../../../lib/versioned-document';
import { blogKeys } from './keys';
import { editListedPosts } from './list-posts';

/** With the `version` the post was opened at, a change made since by someone else answers 412. */
export const updatePost = ({ id, body, version }: { id: number; body: BlogPostUpdate; version?: string }) =>
  keepVersion(
    landOffice.PUT('/api/blog/admin/{id}', { params: { path: { id } }, body, headers: ifMatch(version) }),
    (answer) => answer.post,
  );

/** A partial update; the list shows the saved row at once, then refetches. */
export const useUpdatePost = () =>
  useCacheMutation(updatePost, (qc, saved) => {
    const { content: _content, ...summary } = saved;
    editListedPosts(qc, (row) => (row.id === saved.id ? summary : row));
    qc.setQueryData(blogKeys.detail(saved.id), saved);
    return qc.invalidateQueries({ queryKey: blogKeys.lists() });
  });
