import { serviceType } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ContentTypeList } from '../../components/content-type-list';
import { LinkBadges } from '../../components/link-badges';
import { ServiceIcon } from './icons/service-icon';

/** /admin/services: title, description, icon, link or No link, status (spec §2), in order. */
export default function ServiceListPage() {
  const { t } = useTranslation('services');
  return (
    <ContentTypeList
      type={serviceType}
      cells={{
        description: { className: 'max-w-xs truncate px-3 py-2 text-slate-600' },
        icon: (service) => (
          <span className="inline-flex items-center gap-2">
            <ServiceIcon name={service.icon} />
            <span className="font-mono text-xs text-slate-600">{service.icon}</span>
          </span>
        ),
        link_url: {
          header: t('columns.link'),
          cell: (service) =>
            service.link_url ? (
              <span className="inline-flex flex-col gap-1">
                <span className="font-mono text-xs text-slate-600">{service.link_url}</span>
                <LinkBadges external={service.is_external} />
              </span>
            ) : (
              <span className="italic text-slate-600">{t('noLink')}</span>
            ),
        },
      }}
    />
  );
}
