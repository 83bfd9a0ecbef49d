import { heroType } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Swatch } from '../../components/content-cells';
import { ContentTypeList } from '../../components/content-type-list';
import { LinkBadges } from '../../components/link-badges';

// The spec quotes no success texts for hero sections: the list shows none.
const quiet = { deleted: undefined, reordered: undefined };

/** /admin/hero: title, description, button, colours, Internal/External and New Tab, status (spec §2). */
export default function HeroListPage() {
  const { t } = useTranslation('hero');
  return (
    <ContentTypeList
      type={heroType}
      columns={['title', 'description', 'button_text', 'title_color', 'is_external']}
      texts={quiet}
      cells={{
        description: { className: 'max-w-xs truncate px-3 py-2 text-slate-600' },
        button_text: {
          header: t('columns.button'),
          cell: (hero) => (
            <>
              <span className="block">{hero.button_text}</span>
              <span className="block font-mono text-xs text-slate-600">{hero.button_url}</span>
            </>
          ),
        },
        title_color: {
          header: t('columns.colours'),
          cell: (hero) => (
            <span className="space-y-1">
              <Swatch label={t('swatch.title')} colour={hero.title_color} />
              <Swatch label={t('swatch.button')} colour={hero.button_color} />
            </span>
          ),
          className: 'px-3 py-2',
        },
        is_external: {
          header: t('columns.link'),
          cell: (hero) => <LinkBadges external={hero.is_external} newTab={hero.open_new_tab} />,
          className: 'whitespace-nowrap px-3 py-2',
        },
      }}
    />
  );
}
