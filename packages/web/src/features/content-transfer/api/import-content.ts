import type { ImportSummary } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const previewImport = (file: unknown) =>
  api.post<ImportSummary>('/admin/content/import/preview', file);
export const importContent = (file: unknown) => api.post<ImportSummary>('/admin/content/import', file);

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/** An import may touch every kind of content, so every cached query is stale after it. */
export function useImportContent() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importContent, onSuccess: () => qc.invalidateQueries() });
}
