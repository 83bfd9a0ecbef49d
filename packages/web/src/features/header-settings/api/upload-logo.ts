import { api } from '../../../lib/api-client';

/** Uploads one logo image (multipart field "logo") and answers its site path, /uploads/logos/… */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file);
  return (await api.post<{ logo_url: string }>('/header-settings/admin/upload-logo', form)).logo_url;
}
