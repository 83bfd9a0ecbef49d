import { heroMessages } from '@land-office/contract';
import { RecordFormPage } from '../../components/record-form-page';
import { heroApi } from './api/hero-api';
import { HeroForm } from './hero-form';

/** /admin/hero/new and /admin/hero/edit/:id. */
export default function HeroFormPage() {
  return (
    <RecordFormPage
      useRecord={heroApi.useItem}
      notFound={heroMessages.notFound}
      loadError={heroMessages.loadError}
      listPath="/admin/hero"
      listLabel="Back to the hero sections"
    >
      {(hero) => <HeroForm hero={hero} />}
    </RecordFormPage>
  );
}
