import { landOffice, unwrap } from '../../../lib/api';
import { multipart } from '../../../lib/multipart';

/** Uploads one logo image (multipart field "logo") and answers its site path, /uploads/logos/… */
export async function uploadLogo(file: File): Promise<string> {
  return (
    await unwrap(
      landOffice.POST('/api/header-settings/admin/upload-logo', { body: multipart({ logo: file }) }),
    )
  ).logo_url;
}
