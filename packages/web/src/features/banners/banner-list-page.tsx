import { type Banner, bannerMessages } from '@land-office/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { Spinner } from '../../components/spinner';
import { useFlash } from '../../lib/use-flash';
import { bannerApi } from './api/banner-api';
import { BannerRow } from './banner-row';

const HEADERS = ['Preview', 'Title', 'Link', 'Order', 'Status'];

/** /admin/banner: every banner in slideshow order (spec §2), with the spec §8 messages. */
export default function BannerListPage() {
  const banners = bannerApi.useList();
  const update = bannerApi.useUpdate();
  const remove = bannerApi.useDelete();
  const { flash, show } = useFlash();

  const toggle = (banner: Banner) =>
    update.mutate(
      { id: banner.id, body: { is_active: !banner.is_active } },
      {
        onSuccess: (saved) => show(saved.is_active ? bannerMessages.activated : bannerMessages.deactivated),
        onError: () => show(bannerMessages.updateError, { isError: true }),
      },
    );
  const destroy = (banner: Banner) => {
    if (!window.confirm(bannerMessages.deleteConfirm)) return;
    remove.mutate(banner.id, {
      onSuccess: () => show(bannerMessages.deleted),
      onError: () => show(bannerMessages.deleteError, { isError: true }),
    });
  };

  if (banners.isPending) return <Spinner />;
  if (banners.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>{bannerMessages.listLoadError}</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => banners.refetch()}>
          Try again
        </button>
      </div>
    );

  return (
    <div>
      <FlashBanner flash={flash} />
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{banners.data.length} banners</p>
        <Link to="/admin/banner/new" className={buttonClass.primary}>
          Add Banner
        </Link>
      </div>
      {banners.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No banners yet.
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} className="px-3 py-2 font-semibold">
                    {header}
                  </th>
                ))}
                <th className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {banners.data.map((banner) => (
                <BannerRow
                  key={banner.id}
                  banner={banner}
                  onToggle={() => toggle(banner)}
                  toggling={update.isPending && update.variables?.id === banner.id}
                  onDelete={() => destroy(banner)}
                  deleting={remove.isPending && remove.variables === banner.id}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
