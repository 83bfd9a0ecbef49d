import { useCallback, useRef, useState } from 'react';

interface Options {
  upload: (file: File) => Promise<string>;
  /** The stored path of the file picked last, once it is uploaded. */
  onUploaded: (path: string) => void;
  /** A background upload failed; the file stays pending and `settle()` tries again. */
  onError: (error: unknown) => void;
}

/**
 * A picked file (spec §4, image forms): previewed locally and uploaded at once; if it is still
 * pending when the form saves (upload slow or failed), `settle()` uploads it first.
 */
export function usePendingUpload({ upload, onUploaded, onError }: Options) {
  const [pending, setPending] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const inflight = useRef<{ file: File; result: Promise<string> } | null>(null);
  const callbacks = useRef({ onUploaded, onError });
  callbacks.current = { onUploaded, onError };

  const start = useCallback(
    (file: File) => {
      if (inflight.current?.file === file) return inflight.current.result;
      const result = upload(file);
      inflight.current = { file, result };
      setUploading(true);
      const settled = (path?: string) => {
        if (inflight.current?.file !== file) return; // another file was picked meanwhile
        setUploading(false);
        if (path === undefined) inflight.current = null;
        else {
          setPending(null);
          callbacks.current.onUploaded(path);
        }
      };
      result.then(settled, () => settled());
      return result;
    },
    [upload],
  );

  return {
    pending,
    uploading,
    pick: useCallback(
      (file: File | null) => {
        setPending(file);
        if (!file) {
          inflight.current = null;
          setUploading(false);
          return;
        }
        start(file).catch((error) => callbacks.current.onError(error));
      },
      [start],
    ),
    /** The uploaded path of a still-pending file (uploading it now if need be); undefined if none. Throws when the upload fails. */
    settle: useCallback(async () => (pending ? start(pending) : undefined), [pending, start]),
  };
}
