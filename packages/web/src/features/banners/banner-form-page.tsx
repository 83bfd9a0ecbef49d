import { bannerMessages } from '@land-office/contract';
import { RecordFormPage } from '../../components/record-form-page';
import { bannerApi } from './api/banner-api';
import { BannerForm } from './banner-form';

/** /admin/banner/new and /admin/banner/edit/:id. */
export default function BannerFormPage() {
  return (
    <RecordFormPage
      useRecord={bannerApi.useItem}
      notFound={bannerMessages.notFound}
      loadError={bannerMessages.loadError}
      listPath="/admin/banner"
      listLabel="Back to the banners"
    >
      {(banner) => <BannerForm banner={banner} />}
    </RecordFormPage>
  );
}
