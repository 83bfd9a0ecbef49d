import { landOffice, unwrap } from '../../../lib/api';
import { multipart } from '../../../lib/multipart';

/** Uploads one banner image (multipart field "image") and answers its site path, /uploads/banner/… */
export async function uploadBannerImage(file: File): Promise<string> {
  return (await unwrap(landOffice.POST('/api/upload/banner', { body: multipart({ image: file }) }))).filePath;
}
