import { bannerMessages, bannerType } from '@land-office/contract';
import type { ContentListTexts } from '../../components/content-list';
import { ContentTypeList } from '../../components/content-type-list';

/** Spec §8 banner list texts; the empty state, create link and order texts come from the type's names. */
const bannerListTexts: Partial<ContentListTexts> = {
  loadError: bannerMessages.listLoadError,
  updateError: bannerMessages.updateError,
  deleteError: bannerMessages.deleteError,
  deleted: bannerMessages.deleted,
  activated: bannerMessages.activated,
  deactivated: bannerMessages.deactivated,
};

const muted = (text: string) => <span className="font-sans italic text-slate-600">{text}</span>;

/** /admin/banner: preview, title or Untitled, link or No link, order, status (spec §2), in slideshow order. */
export default function BannerListPage() {
  return (
    <ContentTypeList
      type={bannerType}
      columns={['image_url', 'title', 'link_url', 'order_pos']}
      itemLabel={(banner) => banner.title ?? bannerMessages.untitled}
      texts={bannerListTexts}
      cells={{
        image_url: {
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
          className: 'px-3 py-2',
        },
        title: {
          cell: (banner) => banner.title ?? muted(bannerMessages.untitled),
          className: 'px-3 py-2 font-medium',
        },
        link_url: {
          header: 'Link',
          cell: (banner) => banner.link_url ?? muted(bannerMessages.noLink),
          className: 'max-w-xs truncate px-3 py-2 font-mono text-xs text-slate-600',
        },
      }}
    />
  );
}
