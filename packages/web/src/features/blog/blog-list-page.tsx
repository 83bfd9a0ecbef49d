import { type BlogPostSummary, blogMessages } from '@land-office/contract';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { SkeletonRows } from '../../components/skeleton-rows';
import { errorText } from '../../lib/api-client';
import { useFlash } from '../../lib/use-flash';
import { useDeletePost } from './api/delete-post';
import { usePosts } from './api/list-posts';
import { useUpdatePost } from './api/update-post';
import { BlogPostRow } from './blog-post-row';

type StatusFilter = 'all' | 'published' | 'draft';

const HEADERS = ['Image', 'Title', 'Slug', 'Author', 'Excerpt', 'Created', 'Status'];

/** /admin/blog: every post, newest first, searchable by title and filtered by status. */
export default function BlogListPage() {
  const posts = usePosts();
  const update = useUpdatePost();
  const remove = useDeletePost();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useDeferredValue(search.trim().toLowerCase());

  const shown = useMemo(
    () =>
      (posts.data ?? []).filter(
        (post) =>
          (status === 'all' || post.published === (status === 'published')) &&
          (!query || post.title.toLowerCase().includes(query)),
      ),
    [posts.data, status, query],
  );

  // Spec §8: a failed toggle or delete leaves the list as it was; say so rather than only logging it.
  const failed = (fallback: string) => (error: unknown) => {
    console.error(error);
    show(errorText(error, fallback), { isError: true });
  };
  const toggle = (post: BlogPostSummary) =>
    update.mutate(
      { id: post.id, body: { published: !post.published } },
      { onError: failed('Error updating blog post') },
    );
  const destroy = async (post: BlogPostSummary) => {
    if (!(await ask(blogMessages.deleteConfirm, 'Delete'))) return;
    remove.mutate(post.id, { onError: failed('Error deleting blog post') });
  };

  if (posts.isPending) return <SkeletonRows />;
  if (posts.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>Error loading blog posts</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => posts.refetch()}>
          Try again
        </button>
      </div>
    );

  const createLink = (
    <Link to="/admin/blog/new" className={buttonClass.primary}>
      {blogMessages.createPost}
    </Link>
  );
  if (posts.data.length === 0)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-slate-600">No blog posts yet.</p>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Write the first post: it stays a draft, seen only here, until you publish it.
        </p>
        {createLink}
      </div>
    );

  return (
    <div>
      <FlashBanner flash={flash} />
      {dialog}
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <input
          type="search"
          aria-label="Search by title"
          placeholder="Search by title…"
          className={`${inputClass} max-w-xs`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <select
          aria-label="Status"
          className={`${inputClass} w-auto`}
          value={status}
          onChange={(event) => setStatus(event.target.value as StatusFilter)}
        >
          <option value="all">All posts</option>
          <option value="published">{blogMessages.published}</option>
          <option value="draft">{blogMessages.draft}</option>
        </select>
        <span className="flex-1 text-sm text-slate-600">
          {shown.length} of {posts.data.length} posts
        </span>
        {createLink}
      </div>
      {shown.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">No posts match the search.</p>
      ) : (
        <ListTable headers={HEADERS}>
          {shown.map((post) => (
            <BlogPostRow
              key={post.id}
              post={post}
              onToggle={() => toggle(post)}
              toggling={update.isPending && update.variables?.id === post.id}
              onDelete={() => destroy(post)}
              deleting={remove.isPending && remove.variables === post.id}
            />
          ))}
        </ListTable>
      )}
    </div>
  );
}
