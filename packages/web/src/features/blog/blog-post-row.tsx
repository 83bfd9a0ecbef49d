import type { BlogPostSummary } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { ScheduleBadge } from '../../components/schedule-badge';
import { StatusToggle } from '../../components/status-toggle';
import { currentLocale } from '../../i18n';

interface BlogPostRowProps {
  post: BlogPostSummary;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
  deleting: boolean;
}

/** One post of the list (spec §2): thumbnail, title, slug, author, excerpt, date, status, actions. */
export function BlogPostRow({ post, onToggle, toggling, onDelete, deleting }: BlogPostRowProps) {
  const { t } = useTranslation(['blog', 'common']);
  const date = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(
    new Date(post.created_at),
  );
  // The post's own words (title, slug, author, excerpt) are the admin's content, not the admin's texts.
  return (
    <tr className="border-t border-slate-100 align-middle" data-post-id={post.id}>
      <td className="px-3 py-2">
        {post.image_url ? (
          <img
            src={post.image_url}
            alt=""
            loading="lazy"
            className="h-10 w-16 rounded object-cover"
            data-testid="thumbnail"
          />
        ) : (
          <div className="h-10 w-16 rounded bg-slate-100" aria-hidden="true" />
        )}
      </td>
      <td className="px-3 py-2 font-medium" data-user-content>
        {post.title}
      </td>
      <td className="px-3 py-2 font-mono text-xs text-slate-600" data-user-content>
        {post.slug}
      </td>
      <td className="px-3 py-2">
        {post.author ? <span data-user-content>{post.author.username}</span> : t('unknownAuthor')}
      </td>
      <td
        className="max-w-xs truncate px-3 py-2 text-slate-600"
        title={post.excerpt || undefined}
        data-user-content={post.excerpt ? true : undefined}
      >
        {post.excerpt || <span className="italic text-slate-600">{t('noExcerpt')}</span>}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={post.created_at}>{date}</time>
      </td>
      <td className="px-3 py-2">
        <div className="flex flex-col items-start">
          <StatusToggle
            on={post.published}
            labels={[t('published'), t('draft')]}
            onToggle={onToggle}
            disabled={toggling}
          />
          {/* A draft goes nowhere at its publish_at: only a published post is scheduled. */}
          {post.published && <ScheduleBadge from={post.publish_at} />}
        </div>
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <Link
          to={`/admin/blog/edit/${post.id}`}
          className="mr-3 text-sm font-medium text-blue-700 hover:underline"
        >
          {t('common:edit')}
          <span className="sr-only" data-user-content>
            {' '}
            {post.title}
          </span>
        </Link>
        <button type="button" className={buttonClass.danger} disabled={deleting} onClick={onDelete}>
          {t('common:delete')}
          <span className="sr-only" data-user-content>
            {' '}
            {post.title}
          </span>
        </button>
      </td>
    </tr>
  );
}
