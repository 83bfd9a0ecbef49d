import type { TrashItem } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { currentLocale } from '../../i18n';
import { timeAgo } from '../../lib/relative-time';
import { typeLabel } from './type-label';

const exactTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const day = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' }).format(new Date(iso));

interface TrashRowProps {
  item: TrashItem;
  onRestore: () => void;
  onDelete: () => void;
  /** A change of this item is on its way: its buttons wait. */
  busy: boolean;
}

/** One deleted record: its type, its title, when and by whom it was deleted, when it goes for good. */
export function TrashRow({ item, onRestore, onDelete, busy }: TrashRowProps) {
  const { t } = useTranslation('trash');
  const name = item.title || t('untitled');
  return (
    <tr className="border-t border-slate-100 align-middle" data-trash-item={`${item.resource}/${item.id}`}>
      <td className="px-3 py-2">{typeLabel(item.resource)}</td>
      <td className="px-3 py-2 font-medium" data-user-content={item.title ? true : undefined}>
        {name}
      </td>
      <td className="whitespace-nowrap px-3 py-2">
        <span title={exactTime(item.deleted_at)}>{timeAgo(item.deleted_at)}</span>
        {item.deleted_by && (
          <span className="block text-xs text-slate-600">{t('deletedBy', { name: item.deleted_by })}</span>
        )}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-slate-700">
        {t('purgeOn', { date: day(item.purge_at) })}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <button
          type="button"
          className={`${buttonClass.secondary} mr-2`}
          disabled={busy}
          onClick={onRestore}
          aria-label={t('restoreItem', { name })}
        >
          {t('restore')}
        </button>
        <button
          type="button"
          className={buttonClass.danger}
          disabled={busy}
          onClick={onDelete}
          aria-label={t('deletePermanentlyItem', { name })}
        >
          {t('deletePermanently')}
        </button>
      </td>
    </tr>
  );
}
