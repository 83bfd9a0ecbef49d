import type { MediaItem } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n';
import { srcSetOf, thumbnailOf } from '../../lib/media-library';
import { AltTextForm } from './alt-text-form';
import { userText } from './used-by';

/** "84.2 kB" in the admin's language. */
const size = (bytes: number) =>
  new Intl.NumberFormat(currentLocale(), {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1000);

/** A format's own name: JPEG, PNG, GIF, WebP, AVIF. */
export const formatName = (mime: string) =>
  ({ 'image/webp': 'WebP', 'image/avif': 'AVIF' })[mime] ?? mime.replace(/^image\//, '').toUpperCase();

/** One image of the library: what it is, who uses it, its alt text, and its delete button. */
export function MediaCard({
  item,
  onDelete,
  deleting,
  show,
}: {
  item: MediaItem;
  onDelete: () => void;
  deleting: boolean;
  show: (text: string, options?: { isError?: boolean }) => void;
}) {
  const { t } = useTranslation(['media', 'common']);
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3"
      aria-label={item.file_name}
    >
      <img
        src={thumbnailOf(item)}
        srcSet={srcSetOf(item)}
        sizes="16rem"
        alt={item.alt_text}
        loading="lazy"
        className="h-40 w-full rounded bg-slate-100 object-contain"
      />
      <p className="truncate text-sm font-medium text-slate-900" title={item.file_name} data-user-content>
        {item.file_name}
      </p>
      <p className="text-xs text-slate-600">
        {formatName(item.mime)} · {item.width} × {item.height} · {size(item.bytes)}
      </p>
      {item.used_by.length === 0 ? (
        <p className="text-xs font-medium text-amber-700">{t('unused')}</p>
      ) : (
        <details className="text-xs text-slate-700">
          <summary className="cursor-pointer">{t('usedBy', { count: item.used_by.length })}</summary>
          <ul className="mt-1 list-disc pl-5" data-user-content>
            {item.used_by.map((user) => (
              <li key={`${user.resource}:${user.id}`}>{userText(user)}</li>
            ))}
          </ul>
        </details>
      )}
      <AltTextForm item={item} show={show} />
      <button
        type="button"
        className="self-start text-sm text-red-700 hover:underline disabled:opacity-60"
        aria-label={t('deleteItem', { name: item.file_name })}
        disabled={deleting}
        onClick={onDelete}
      >
        {t('common:delete')}
      </button>
    </li>
  );
}
