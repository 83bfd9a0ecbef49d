import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueuedUpload } from './use-upload-queue';

/** Images only, by type here and by content on the server (which refuses SVG). */
const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/tiff';

/**
 * Where images are dropped (or chosen, several at once) to join the library, and each one's
 * progress while it goes.
 */
export function UploadZone({ onFiles, queue }: { onFiles: (files: File[]) => void; queue: QueuedUpload[] }) {
  const { t } = useTranslation('media');
  const [over, setOver] = useState(false);
  return (
    <section
      aria-label={t('drop.zone')}
      className={`mb-4 rounded-lg border-2 border-dashed p-4 text-sm ${over ? 'border-slate-700 bg-slate-100' : 'border-slate-300 bg-white'}`}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onFiles(Array.from(event.dataTransfer.files));
      }}
    >
      <p className="font-medium text-slate-800">{t('drop.title')}</p>
      <label className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
        <span>{t('drop.choose')}</span>
        <input
          type="file"
          multiple
          accept={IMAGE_TYPES}
          className="block text-sm"
          onChange={(event) => {
            const input = event.currentTarget;
            onFiles(Array.from(input.files ?? []));
            input.value = '';
          }}
        />
      </label>
      <p className="mt-1 text-xs text-slate-600">{t('drop.hint')}</p>
      {queue.length > 0 && (
        <ul aria-label={t('upload.list')} className="mt-3 space-y-1">
          {queue.map((entry) => (
            <li key={entry.key} className="flex flex-wrap items-center gap-2">
              <progress
                className="h-2 w-32"
                max={1}
                value={entry.state === 'failed' ? 0 : entry.sent}
                aria-label={entry.name}
              />
              <span className={entry.state === 'failed' ? 'text-red-700' : 'text-slate-700'}>
                {entry.state === 'failed'
                  ? t('upload.failed', { name: entry.name, error: entry.error ?? '' })
                  : entry.state === 'done'
                    ? t('upload.done', { name: entry.name })
                    : entry.state === 'reused'
                      ? t('upload.reused', { name: entry.name })
                      : t('upload.sending', { name: entry.name, percent: Math.round(entry.sent * 100) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
