import { LandOfficeError, refusal } from '@land-office/client/refusals';
import { session } from './session';

// Apart from the typed client (`api.ts`): fetch, and so openapi-fetch, cannot tell how much of a
// body has gone, so this upload goes by XMLHttpRequest; only the screens that upload with progress load it.

/**
 * A multipart upload that reports how much of the body has gone (0 to 1), which fetch cannot:
 * sent with XMLHttpRequest, its answer read as `request` reads one. A refused token signs out.
 */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress?: (sent: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    const token = session.get()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as T);
        return;
      }
      if (xhr.status === 401 && token) session.clear();
      reject(refusal(xhr.status, data));
    });
    xhr.addEventListener('error', () => reject(new LandOfficeError(0, 'Network error')));
    xhr.send(form);
  });
}
