import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../lib/refusal-text';
import { useUploadMedia } from './api/upload-media';

export interface QueuedUpload {
  key: number;
  name: string;
  /** The share of the file sent, 0 to 1. */
  sent: number;
  state: 'waiting' | 'sending' | 'done' | 'reused' | 'failed';
  error?: string;
}

/**
 * Files dropped or chosen on the library screen, uploaded one after another (the server makes
 * each one's variants), each with its progress; `onFinished` hears how many went and failed.
 */
export function useUploadQueue(onFinished: (outcome: { count: number; failed: number }) => void) {
  const { t } = useTranslation('media');
  const upload = useUploadMedia();
  const [queue, setQueue] = useState<QueuedUpload[]>([]);
  const nextKey = useRef(0);
  const running = useRef(Promise.resolve());

  const update = useCallback(
    (key: number, change: Partial<QueuedUpload>) =>
      setQueue((all) => all.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))),
    [],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const entries: QueuedUpload[] = files.map((file) => ({
        key: nextKey.current++,
        name: file.name,
        sent: 0,
        state: 'waiting',
      }));
      setQueue((all) => [
        ...all.filter((entry) => entry.state !== 'done' && entry.state !== 'reused'),
        ...entries,
      ]);
      // A second drop waits for the first to finish.
      running.current = running.current.then(async () => {
        let failed = 0;
        for (const [index, file] of files.entries()) {
          const key = entries[index]?.key as number;
          update(key, { state: 'sending' });
          try {
            const { reused } = await upload.mutateAsync({
              file,
              onProgress: (sent) => update(key, { sent }),
            });
            update(key, { state: reused ? 'reused' : 'done', sent: 1 });
          } catch (error) {
            failed++;
            update(key, { state: 'failed', error: refusalText(error, t('upload.error')) });
          }
        }
        onFinished({ count: files.length, failed });
      });
    },
    [onFinished, t, update, upload],
  );

  return { queue, add, busy: queue.some((entry) => entry.state === 'waiting' || entry.state === 'sending') };
}
