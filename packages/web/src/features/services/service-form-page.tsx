import { serviceType } from '@land-office/contract';
import { ContentTypeFormPage } from '../../components/content-type-form';
import { ServiceForm } from './service-form';

/** /admin/services/new and /admin/services/edit/:id, with the type's own form. */
export default function ServiceFormPage() {
  return (
    <ContentTypeFormPage type={serviceType}>
      {(service) => <ServiceForm key={service?.id ?? 'new'} service={service} />}
    </ContentTypeFormPage>
  );
}
