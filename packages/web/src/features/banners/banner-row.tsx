import { type Banner, bannerMessages } from '@land-office/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { StatusToggle } from '../../components/status-toggle';

interface BannerRowProps {
  banner: Banner;
  onToggle: () => void;
  toggling: boolean;
  onDelete: () => void;
  deleting: boolean;
}

/** One banner of the list (spec §2): preview, title or Untitled, link or No link, order, status, actions. */
export function BannerRow({ banner, onToggle, toggling, onDelete, deleting }: BannerRowProps) {
  const name = banner.title ?? bannerMessages.untitled;
  return (
    <tr className="border-t border-slate-100 align-middle" data-banner-id={banner.id}>
      <td className="px-3 py-2">
        <img
          src={banner.image_url}
          alt={banner.alt_text}
          loading="lazy"
          className="h-12 w-24 rounded object-cover"
          data-testid="banner-preview"
        />
      </td>
      <td className="px-3 py-2 font-medium">
        {banner.title ?? <span className="italic text-slate-400">{bannerMessages.untitled}</span>}
      </td>
      <td className="max-w-xs truncate px-3 py-2 font-mono text-xs text-slate-600">
        {banner.link_url ?? <span className="font-sans italic text-slate-400">{bannerMessages.noLink}</span>}
      </td>
      <td className="px-3 py-2 tabular-nums">{banner.order_pos}</td>
      <td className="px-3 py-2">
        <StatusToggle on={banner.is_active} onToggle={onToggle} disabled={toggling} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <Link
          to={`/admin/banner/edit/${banner.id}`}
          className="mr-3 text-sm font-medium text-blue-700 hover:underline"
        >
          Edit<span className="sr-only"> {name}</span>
        </Link>
        <button type="button" className={buttonClass.danger} disabled={deleting} onClick={onDelete}>
          Delete<span className="sr-only"> {name}</span>
        </button>
      </td>
    </tr>
  );
}
