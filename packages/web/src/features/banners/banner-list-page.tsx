import { type Banner, bannerMessages } from '@land-office/contract';
import { ContentList, type ContentListTexts } from '../../components/content-list';
import { bannerApi } from './api/banner-api';

/** Spec §8 banner list texts; the empty state, create link and order texts are the screen's own. */
export const bannerListTexts: ContentListTexts = {
  empty: 'No banners yet.',
  create: 'Add Banner',
  loadError: bannerMessages.listLoadError,
  updateError: bannerMessages.updateError,
  deleteError: bannerMessages.deleteError,
  reorderError: 'Error saving the banner order',
  deleteConfirm: bannerMessages.deleteConfirm,
  deleted: bannerMessages.deleted,
  activated: bannerMessages.activated,
  deactivated: bannerMessages.deactivated,
  reordered: 'Banner order saved successfully!',
};

const muted = (text: string) => <span className="font-sans italic text-slate-400">{text}</span>;

/** /admin/banner: preview, title or Untitled, link or No link, order, status (spec §2), in slideshow order. */
export default function BannerListPage() {
  return (
    <ContentList
      resource={bannerApi}
      basePath="/admin/banner"
      itemLabel={(banner: Banner) => banner.title ?? bannerMessages.untitled}
      texts={bannerListTexts}
      columns={[
        {
          header: 'Preview',
          cell: (banner) => (
            <img
              src={banner.image_url}
              alt={banner.alt_text}
              loading="lazy"
              className="h-12 w-24 rounded bg-slate-100 object-cover"
              data-testid="banner-preview"
            />
          ),
        },
        {
          header: 'Title',
          cell: (banner) => banner.title ?? muted(bannerMessages.untitled),
          className: 'px-3 py-2 font-medium',
        },
        {
          header: 'Link',
          cell: (banner) => banner.link_url ?? muted(bannerMessages.noLink),
          className: 'max-w-xs truncate px-3 py-2 font-mono text-xs text-slate-600',
        },
        { header: 'Order', cell: (banner) => banner.order_pos, className: 'px-3 py-2 tabular-nums' },
      ]}
    />
  );
}
