import { type MediaInUse, mediaMimes } from '@land-office/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { inputClass } from '../../components/field';
import { FilterSelect } from '../../components/filter-select';
import { FlashBanner } from '../../components/flash-banner';
import { LoadError } from '../../components/load-error';
import { LoadMore } from '../../components/load-more';
import { SkeletonRows } from '../../components/skeleton-rows';
import { LandOfficeError } from '../../lib/api';
import { useMediaList } from '../../lib/media-library';
import { refusalText } from '../../lib/refusal-text';
import { useFilterParams } from '../../lib/use-filter-params';
import { useFlash } from '../../lib/use-flash';
import { useDeleteMedia } from './api/delete-media';
import { formatName, MediaCard } from './media-card';
import { UploadZone } from './upload-zone';
import { useUploadQueue } from './use-upload-queue';
import { usersText } from './used-by';

/**
 * /admin/media: the library of every uploaded image, newest first: found by name or alt text
 * (`?q=`), by type (`?type=`) or unused only (`?unused=1`); images dropped here join it; each
 * one's alt text is edited in place, and one nothing uses can be deleted.
 */
export default function MediaPage() {
  const { t } = useTranslation(['media', 'common']);
  const { params, set: setFilter } = useFilterParams();
  const filters = {
    q: params.get('q') ?? '',
    type: params.get('type') ?? '',
    unused: params.get('unused') === '1',
  };
  const list = useMediaList({ ...filters, q: filters.q.trim() });
  const remove = useDeleteMedia();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const uploads = useUploadQueue(
    useCallback(
      ({ count, failed }: { count: number; failed: number }) =>
        failed
          ? show(t('upload.someFailed', { failed, count }), { isError: true })
          : show(t('upload.summary', { count })),
      [show, t],
    ),
  );

  const filter = (name: 'q' | 'type' | 'unused', value: string) => setFilter(name, value);
  const destroy = async (id: number) => {
    if (!(await ask(t('deleteConfirm'), t('common:delete')))) return;
    remove.mutate(id, {
      onSuccess: () => show(t('deleted')),
      onError: (error) => {
        const users =
          error instanceof LandOfficeError && error.status === 409
            ? (error.body as MediaInUse).used_by
            : undefined;
        if (users?.length) show(t('inUse', { users: usersText(users) }), { isError: true });
        else show(refusalText(error, t('deleteError')), { isError: true });
      },
    });
  };
  const filtered = Boolean(filters.q || filters.type || filters.unused);

  return (
    <div>
      <FlashBanner flash={flash} />
      {dialog}
      <p className="mb-4 text-sm text-slate-600">{t('intro')}</p>
      <UploadZone onFiles={uploads.add} queue={uploads.queue} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <label className="flex min-w-60 flex-1 items-center gap-2 text-sm">
          <span className="font-medium text-slate-700">{t('search')}</span>
          <input
            type="search"
            className={inputClass}
            value={filters.q}
            onChange={(event) => filter('q', event.target.value)}
          />
        </label>
        <FilterSelect
          label={t('type')}
          all={t('allTypes')}
          value={filters.type}
          options={mediaMimes.map((mime) => ({ value: mime, label: formatName(mime) }))}
          onChange={(value) => filter('type', value)}
        />
        <label className="flex items-center gap-2 py-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            checked={filters.unused}
            onChange={(event) => filter('unused', event.target.checked ? '1' : '')}
          />
          {t('unusedOnly')}
        </label>
      </div>
      {list.isPending ? (
        <SkeletonRows />
      ) : list.isError ? (
        <LoadError text={t('loadError')} error={list.error} retry={list.refetch} />
      ) : list.items.length === 0 ? (
        <p className="rounded-lg bg-white p-6 text-center text-slate-600">
          {filtered ? t('noMatch') : t('empty')}
        </p>
      ) : (
        <ul
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-busy={list.isFetching && !list.isFetchingNextPage}
        >
          {list.items.map((item) => (
            <MediaCard
              key={item.id}
              item={item}
              show={show}
              deleting={remove.isPending && remove.variables === item.id}
              onDelete={() => destroy(item.id)}
            />
          ))}
        </ul>
      )}
      <LoadMore
        list={list}
        label={t('loadMore')}
        busyLabel={t('loadingMore')}
        failed={refusalText(list.error, t('loadError'))}
        className="mt-4"
      />
    </div>
  );
}
