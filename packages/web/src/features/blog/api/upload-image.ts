import { landOffice, unwrap } from '../../../lib/api';
import { multipart } from '../../../lib/multipart';

/** Uploads one image (multipart field "image") and answers its site path, /uploads/blog/… */
export async function uploadBlogImage(file: File): Promise<string> {
  return (await unwrap(landOffice.POST('/api/upload/blog', { body: multipart({ image: file }) }))).filePath;
}
