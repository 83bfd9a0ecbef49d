import { type Service, serviceMessages } from '@land-office/contract';
import { ContentList, type ContentListTexts } from '../../components/content-list';
import { LinkBadges } from '../../components/link-badges';
import { services } from './api/services';
import { ServiceIcon } from './icons/service-icon';

export const serviceListTexts: ContentListTexts = {
  empty: 'No services yet.',
  create: 'Add Service',
  loadError: 'Error loading services',
  updateError: 'Error updating service',
  deleteError: 'Error deleting service',
  reorderError: 'Error saving the service order',
  deleteConfirm: serviceMessages.deleteConfirm,
  deleted: 'Service deleted successfully!',
  reordered: 'Service order saved successfully!',
};

/** /admin/services: title, description, icon, link or No link, status (spec §2), in order. */
export default function ServiceListPage() {
  return (
    <ContentList
      resource={services}
      basePath="/admin/services"
      itemLabel={(service: Service) => service.title}
      texts={serviceListTexts}
      columns={[
        { header: 'Title', cell: (service) => service.title, className: 'px-3 py-2 font-medium' },
        {
          header: 'Description',
          cell: (service) => <span title={service.description}>{service.description}</span>,
          className: 'max-w-xs truncate px-3 py-2 text-slate-600',
        },
        {
          header: 'Icon',
          cell: (service) => (
            <span className="inline-flex items-center gap-2">
              <ServiceIcon name={service.icon} />
              <span className="font-mono text-xs text-slate-500">{service.icon}</span>
            </span>
          ),
        },
        {
          header: 'Link',
          cell: (service) =>
            service.link_url ? (
              <span className="inline-flex flex-col gap-1">
                <span className="font-mono text-xs text-slate-600">{service.link_url}</span>
                <LinkBadges external={service.is_external} />
              </span>
            ) : (
              <span className="italic text-slate-400">{serviceMessages.noLink}</span>
            ),
        },
      ]}
    />
  );
}
