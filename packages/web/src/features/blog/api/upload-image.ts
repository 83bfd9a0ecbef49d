import type { BlogUploadResult } from '@land-office/contract';
import { api } from '../../../lib/api-client';

/** Uploads one image (multipart field "image") and answers its site path, /uploads/blog/… */
export async function uploadBlogImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api.post<BlogUploadResult>('/upload/blog', form)).filePath;
}
