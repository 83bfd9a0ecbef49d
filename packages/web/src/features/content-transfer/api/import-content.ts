import { useMutation } from '@tanstack/react-query';
import { type BodyOf, landOffice, unwrap } from '../../../lib/api';
import { useCacheMutation } from '../../../lib/use-cache-mutation';

/**
 * A file the person chose goes as it is, whatever it holds: the server checks it against the
 * export's shape and says what is wrong, so it is typed as an export here without a check.
 */
type ChosenFile = BodyOf<'/api/admin/content/import', 'post'>;

export const previewImport = (file: unknown) =>
  unwrap(landOffice.POST('/api/admin/content/import/preview', { body: file as ChosenFile }));
export const importContent = (file: unknown) =>
  unwrap(landOffice.POST('/api/admin/content/import', { body: file as ChosenFile }));

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

/** An import may touch every kind of content, so every cached query is stale after it. */
export const useImportContent = () => useCacheMutation(importContent, (qc) => qc.invalidateQueries());
