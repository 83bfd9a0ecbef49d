import type { BannerUploadResult } from '@land-office/contract';
import { api } from '../../../lib/api-client';

/** Uploads one banner image (multipart field "image") and answers its site path, /uploads/banner/… */
export async function uploadBannerImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await api.post<BannerUploadResult>('/upload/banner', form)).filePath;
}
