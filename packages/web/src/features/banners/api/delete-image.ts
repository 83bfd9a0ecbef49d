import { api } from '../../../lib/api-client';

/** Deletes an uploaded banner image by its site path (/uploads/banner/<name>); other paths are left alone. */
export async function deleteBannerImage(filePath: string): Promise<void> {
  const name = filePath.match(/^\/uploads\/banner\/([\w.-]+)$/)?.[1];
  if (name) await api.delete(`/upload/banner/${encodeURIComponent(name)}`);
}
