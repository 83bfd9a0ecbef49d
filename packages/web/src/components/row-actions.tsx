import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './field';

/**
 * A list row's last cell: Edit (a link to its form) and Delete, each naming the record to a screen
 * reader; `children` are actions of the record's own, before them.
 */
export function RowActions({
  editTo,
  name,
  onDelete,
  deleting,
  children,
}: {
  editTo: string;
  name: string;
  onDelete: () => void;
  deleting: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <td className="whitespace-nowrap px-3 py-2 text-right max-sm:ml-auto">
      {children}
      <Link
        to={editTo}
        aria-label={t('editItem', { name })}
        className="mr-3 inline-flex items-center text-sm font-medium text-blue-700 hover:underline max-sm:min-h-11"
      >
        {t('edit')}
      </Link>
      <button
        type="button"
        className={buttonClass.danger}
        disabled={deleting}
        onClick={onDelete}
        aria-label={t('deleteItem', { name })}
      >
        {t('delete')}
      </button>
    </td>
  );
}
