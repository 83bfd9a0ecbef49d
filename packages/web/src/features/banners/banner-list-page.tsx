import { bannerType } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ContentTypeList } from '../../components/content-type-list';

const muted = (text: string) => <span className="font-sans italic text-slate-600">{text}</span>;

/** /admin/banner: preview, title or Untitled, link or No link, order, status (spec §2), in slideshow order. */
export default function BannerListPage() {
  const { t } = useTranslation('banners');
  // Spec §8: the banners also say when one is switched on or off; their other list texts (the
  // load, update and delete errors, the delete question and success) are the type's own.
  const texts = { activated: t('activated'), deactivated: t('deactivated') };
  return (
    <ContentTypeList
      type={bannerType}
      columns={['image_url', 'title', 'link_url', 'order_pos']}
      itemLabel={(banner) => banner.title ?? t('untitled')}
      texts={texts}
      cells={{
        image_url: {
          header: t('columns.preview'),
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
          cell: (banner) => banner.title ?? muted(t('untitled')),
          className: 'px-3 py-2 font-medium',
        },
        link_url: {
          header: t('columns.link'),
          cell: (banner) => banner.link_url ?? muted(t('noLink')),
          className: 'max-w-xs truncate px-3 py-2 font-mono text-xs text-slate-600',
        },
      }}
    />
  );
}
