import { landOffice, unwrap } from '../../../lib/api';

/** Deletes an uploaded banner image by its site path (/uploads/banner/<name>); other paths are left alone. */
export async function deleteBannerImage(filePath: string): Promise<void> {
  const name = filePath.match(/^\/uploads\/banner\/([\w.-]+)$/)?.[1];
  if (name)
    await unwrap(
      landOffice.DELETE('/api/upload/banner/{filename}', {
        params: { path: { filename: encodeURIComponent(name) } },
      }),
    );
}
