import { MEDIA_UPLOAD_FIELD, type MediaUploadResult } from '@land-office/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '../../../lib/media-library';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/** Sends one image to the library; `onProgress` hears the share of it sent (0 to 1). */
export function uploadMedia(file: File, onProgress?: (sent: number) => void) {
  const form = new FormData();
  form.append(MEDIA_UPLOAD_FIELD, file, file.name);
  return uploadWithProgress<MediaUploadResult>('/admin/media', form, onProgress);
}

/** Uploads one image; the library's lists read again once it is in. */
export function useUploadMedia() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) =>
      uploadMedia(file, onProgress),
    onSuccess: () => qc.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
