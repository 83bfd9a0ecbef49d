import type { TrashItem } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../components/confirm-dialog';
import { buttonClass } from '../../components/field';
import { FilterSelect } from '../../components/filter-select';
import { FlashBanner } from '../../components/flash-banner';
import { ListTable } from '../../components/list-table';
import { LoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { SkeletonRows } from '../../components/skeleton-rows';
import { refusalText } from '../../lib/refusal-text';
import { useFlash } from '../../lib/use-flash';
import { useDeleteItem } from './api/delete-item';
import { useEmptyTrash } from './api/empty-trash';
import { useTrash } from './api/list-trash';
import { useRestoreItem } from './api/restore-item';
import { TrashRow } from './trash-row';
import { typeLabel } from './type-label';

const same = (a: TrashItem, b: { resource: string; id: number } | undefined) =>
  a.resource === b?.resource && a.id === b.id;

/**
 * /admin/trash: every deleted record the signed-in user may change, newest first, a page at a
 * time, filtered by type (`?type=`); each restored or deleted for good, or the whole trash emptied.
 */
export default function TrashPage() {
  const { t } = useTranslation(['trash', 'common']);
  const [params, setParams] = useSearchParams();
  const resource = params.get('type') || undefined;
  const trash = useTrash(resource);
  const restore = useRestoreItem();
  const remove = useDeleteItem();
  const empty = useEmptyTrash();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();

  const failed = (fallback: string) => (error: unknown) =>
    show(refusalText(error, fallback), { isError: true });
  const choose = (type: string) => setParams(type ? { type } : {}, { replace: true });
  const bringBack = (item: TrashItem) =>
    restore.mutate(item, { onSuccess: () => show(t('restored')), onError: failed(t('restoreError')) });
  const destroy = async (item: TrashItem) => {
    if (!(await ask(t('deletePermanentlyConfirm'), t('deletePermanently'), null))) return;
    remove.mutate(item, {
      onSuccess: () => show(t('deletedPermanently')),
      onError: failed(t('deleteError')),
    });
  };
  const emptyAll = async () => {
    if (!(await ask(t('emptyTrashConfirm'), t('emptyTrash'), null))) return;
    empty.mutate(undefined, { onSuccess: () => show(t('emptied')), onError: failed(t('emptyError')) });
  };

  if (trash.isPending) return <SkeletonRows />;
  if (trash.isError) return <LoadError text={t('loadError')} error={trash.error} retry={trash.refetch} />;

  const { items, resources } = trash;
  return (
    <div>
      <FlashBanner flash={flash} />
      {dialog}
      <p className="mb-4 text-sm text-slate-600">{t('intro')}</p>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FilterSelect
          label={t('filter')}
          all={t('allTypes')}
          value={resource ?? ''}
          options={resources.map((name) => ({ value: name, label: typeLabel(name) }))}
          onChange={choose}
        />
        <button
          type="button"
          className={buttonClass.danger}
          disabled={items.length === 0 || empty.isPending}
          onClick={emptyAll}
        >
          {t('emptyTrash')}
        </button>
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">
          {resource ? t('emptyOfType') : t('empty')}
        </p>
      ) : (
        <ListTable
          headers={[t('columns.type'), t('columns.title'), t('columns.deleted'), t('columns.purge')]}
        >
          {items.map((item) => (
            <TrashRow
              key={`${item.resource}/${item.id}`}
              item={item}
              onRestore={() => bringBack(item)}
              onDelete={() => destroy(item)}
              busy={
                (restore.isPending && same(item, restore.variables)) ||
                (remove.isPending && same(item, remove.variables)) ||
                empty.isPending
              }
            />
          ))}
        </ListTable>
      )}
      <LoadMore
        list={trash}
        label={t('loadMore')}
        busyLabel={t('loadingMore')}
        failed={t('loadError')}
        className="mt-4"
      />
    </div>
  );
}
