import { useMutation } from '@tanstack/react-query';
import { landOffice, unwrap } from '../../../lib/api';

export const exportContent = (emails: boolean) =>
  unwrap(
    landOffice.GET('/api/admin/content/export', { params: { query: emails ? { emails: 'true' } : {} } }),
  );

/** Fetches the export and hands it to the browser as a file download. */
export function useExportContent() {
  return useMutation({
    mutationFn: async (emails: boolean) => {
      const file = await exportContent(emails);
      const url = URL.createObjectURL(
        new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
      );
      const link = document.createElement('a');
      link.href = url;
      link.download = `land-office-content-${file.exported_at.slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      return file;
    },
  });
}
