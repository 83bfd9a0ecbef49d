import { type BlogPostSummary, blogMessages } from '@land-office/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { StatusToggle } from '../../components/status-toggle';

interface BlogPostRowProps {
  post: BlogPostSummary;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
  deleting: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** One post of the list (spec §2): thumbnail, title, slug, author, excerpt, date, status, actions. */
export function BlogPostRow({ post, onToggle, toggling, onDelete, deleting }: BlogPostRowProps) {
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
      <td className="px-3 py-2 font-medium">{post.title}</td>
      <td className="px-3 py-2 font-mono text-xs text-slate-600">{post.slug}</td>
      <td className="px-3 py-2">{post.author?.username ?? blogMessages.unknownAuthor}</td>
      <td className="max-w-xs truncate px-3 py-2 text-slate-600" title={post.excerpt ?? undefined}>
        {post.excerpt || <span className="italic text-slate-600">{blogMessages.noExcerpt}</span>}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <time dateTime={post.created_at}>{dateFormat.format(new Date(post.created_at))}</time>
      </td>
      <td className="px-3 py-2">
        <StatusToggle
          on={post.published}
          labels={[blogMessages.published, blogMessages.draft]}
          onToggle={onToggle}
          disabled={toggling}
        />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <Link
          to={`/admin/blog/edit/${post.id}`}
          className="mr-3 text-sm font-medium text-blue-700 hover:underline"
        >
          Edit<span className="sr-only"> {post.title}</span>
        </Link>
        <button type="button" className={buttonClass.danger} disabled={deleting} onClick={onDelete}>
          Delete<span className="sr-only"> {post.title}</span>
        </button>
      </td>
    </tr>
  );
}
