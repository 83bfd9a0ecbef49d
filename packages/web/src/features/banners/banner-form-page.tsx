import { bannerType } from '@land-office/contract';
import { ContentTypeFormPage } from '../../components/content-type-form';
import { BannerForm } from './banner-form';

/** /admin/banner/new and /admin/banner/edit/:id, with the type's own form. */
export default function BannerFormPage() {
  return (
    <ContentTypeFormPage type={bannerType}>{(banner) => <BannerForm banner={banner} />}</ContentTypeFormPage>
  );
}
