import { serviceMessages } from '@land-office/contract';
import { RecordFormPage } from '../../components/record-form-page';
import { services } from './api/services';
import { ServiceForm } from './service-form';

/** /admin/services/new and /admin/services/edit/:id. */
export default function ServiceFormPage() {
  return (
    <RecordFormPage
      useRecord={services.useItem}
      notFound={serviceMessages.notFound}
      loadError={serviceMessages.loadError}
      listPath="/admin/services"
      listLabel="Back to the services"
    >
      {(service) => <ServiceForm key={service?.id ?? 'new'} service={service} />}
    </RecordFormPage>
  );
}
