import { menuType } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ContentTypeList } from '../../components/content-type-list';
import { LinkBadges } from '../../components/link-badges';

/**
 * /admin/menus: label, url, Internal/External, Active/Inactive, edit and delete (spec §2), in
 * order; the columns and texts read from the declaration, the URL and link type drawn here.
 */
export default function MenuListPage() {
  const { t } = useTranslation('menus');
  return (
    <ContentTypeList
      type={menuType}
      cells={{
        url: { className: 'px-3 py-2 font-mono text-xs text-slate-600' },
        is_external: {
          header: t('columns.type'),
          cell: (item) => <LinkBadges external={item.is_external} />,
        },
      }}
    />
  );
}
