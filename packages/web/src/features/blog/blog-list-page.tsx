import { type BlogPostSummary, blogType, type ContentStatus } from '@land-office/contract';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { LoadMore } from '../../components/load-more';
import { SkeletonRows } from '../../components/skeleton-rows';
import { loadErrorText, refusalText } from '../../lib/refusal-text';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { useFilterParams } from '../../lib/use-filter-params';
import { useFlash } from '../../lib/use-flash';
import { useDeletePost } from './api/delete-post';
import { usePosts } from './api/list-posts';
import { useUpdatePost } from './api/update-post';
import { BlogPostRow } from './blog-post-row';

const statuses: readonly string[] = ['published', 'draft'] satisfies ContentStatus[];

/**
 * /admin/blog: the posts newest first, a page at a time (however many there are), found by the
 * words of their title, excerpt or text (`?q=`) and narrowed to published posts or drafts
 * (`?status=`), the filters kept in the address.
 */
export default function BlogListPage() {
  const { t } = useTranslation(['blog', 'common']);
  const texts = useTypeTexts(blogType);
  const fields = fieldLabelsOf(texts);
  const field = (name: string) => fields[name] ?? name;
  const headers = [
    field('image_url'),
    field('title'),
    field('slug'),
    t('list.headers.author'),
    field('excerpt'),
    t('list.headers.created'),
    t('common:status'),
  ];
  const { params, set: setFilter } = useFilterParams();
  const search = params.get('q') ?? '';
  const asked = params.get('status') ?? '';
  const status = statuses.includes(asked) ? (asked as ContentStatus) : '';
  // Typing stays quick: the list follows the words a moment later.
  const q = useDeferredValue(search.trim());
  const posts = usePosts({ q, status });
  const update = useUpdatePost();
  const remove = useDeletePost();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const filtered = Boolean(q || status);

  // Spec §8: a failed toggle or delete leaves the list as it was; say so rather than only logging it.
  const failed = (fallback: string) => (error: unknown) => {
    console.error(error);
    show(refusalText(error, fallback), { isError: true });
  };
  const toggle = (post: BlogPostSummary) =>
    update.mutate(
      { id: post.id, body: { published: !post.published } },
      { onError: failed(texts.list.updateError) },
    );
  const destroy = async (post: BlogPostSummary) => {
    if (!(await ask(texts.list.deleteConfirm, t('common:delete')))) return;
    remove.mutate(post.id, { onError: failed(texts.list.deleteError) });
  };

  if (posts.isPending) return <SkeletonRows />;
  if (posts.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>{loadErrorText(posts.error, texts.list.loadError)}</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => posts.refetch()}>
          {t('common:tryAgain')}
        </button>
      </div>
    );

  const createLink = (
    <Link to="/admin/blog/new" className={buttonClass.primary}>
      {t('createPost')}
    </Link>
  );
  if (posts.total === 0 && !filtered)
    return (
      <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
        <p className="text-slate-600">{texts.list.empty}</p>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t('list.emptyHint')}</p>
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
          aria-label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          className={`${inputClass} max-w-xs`}
          value={search}
          onChange={(event) => setFilter('q', event.target.value)}
        />
        <select
          aria-label={t('common:status')}
          className={`${inputClass} w-auto`}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          <option value="">{t('list.allPosts')}</option>
          <option value="published">{t('published')}</option>
          <option value="draft">{t('draft')}</option>
        </select>
        <span className="flex-1 text-sm text-slate-600" aria-live="polite">
          {t(posts.totalIsEstimate ? 'list.countEstimate' : 'list.count', {
            shown: posts.posts.length,
            count: posts.total,
          })}
        </span>
        {createLink}
      </div>
      {posts.posts.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">{t('list.noMatch')}</p>
      ) : (
        <ListTable headers={headers}>
          {posts.posts.map((post) => (
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
      <LoadMore
        list={posts}
        label={t('list.loadMore')}
        busyLabel={t('list.loadingMore')}
        failed={texts.list.loadError}
        className="mt-4"
      />
    </div>
  );
}
