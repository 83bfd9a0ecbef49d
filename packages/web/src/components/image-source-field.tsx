import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from './field';
import { MediaPickerButton } from './media-picker';

export type ImageSourceMode = 'url' | 'upload';

interface ImageSourceFieldProps {
  label: string;
  /** The stored image: an http(s) URL or a site path such as /uploads/… */
  value: string;
  onChange: (value: string) => void;
  /** A picked file not uploaded yet: previewed from the browser. */
  pending: File | null;
  onPick: (file: File | null) => void;
  uploading?: boolean;
  accept: string;
  error?: string;
}

/**
 * Spec §4 image forms: a URL typed in, or a file uploaded, with a preview of either; or an image
 * chosen from the media library (its path, as an upload's).
 */
export function ImageSourceField({
  label,
  value,
  onChange,
  pending,
  onPick,
  uploading,
  accept,
  error,
}: ImageSourceFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  const [mode, setMode] = useState<ImageSourceMode>(/^(https?:)?\/\//.test(value) ? 'url' : 'upload');
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!pending) {
      setLocalPreview(null);
      return;
    }
    const url = URL.createObjectURL(pending);
    setLocalPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [pending]);
  const preview = localPreview ?? (value || null);

  const switchTo = (next: ImageSourceMode) => {
    setMode(next);
    if (next === 'url') onPick(null);
  };

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex gap-4 text-sm" role="radiogroup" aria-label={t('image.source', { label })}>
          {(['url', 'upload'] as const).map((option) => (
            <label key={option} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={mode === option}
                onChange={() => switchTo(option)}
              />
              {option === 'url' ? t('image.url') : t('image.upload')}
            </label>
          ))}
        </div>
        <MediaPickerButton
          label={label}
          onPick={(item) => {
            setMode('upload');
            onPick(null);
            onChange(item.url);
          }}
        />
      </div>
      {mode === 'url' ? (
        <input
          key="url"
          type="url"
          aria-label={t('image.urlOf', { label })}
          placeholder="https://…"
          className={inputClass}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          key="file"
          type="file"
          aria-label={t('image.fileOf', { label })}
          accept={accept}
          className="block text-sm"
          onChange={(event) => onPick(event.target.files?.[0] ?? null)}
        />
      )}
      {error && <span className="block text-sm text-red-600">{error}</span>}
      {preview && (
        <div className="flex items-start gap-3">
          <img
            src={preview}
            alt={t('image.preview')}
            className="h-32 max-w-xs rounded border border-slate-200 object-cover"
          />
          <div className="space-y-1 text-xs text-slate-600">
            {uploading && <p role="status">{t('uploading')}</p>}
            <button
              type="button"
              className="text-red-700 hover:underline"
              onClick={() => {
                onPick(null);
                onChange('');
              }}
            >
              {t('image.remove')}
            </button>
          </div>
        </div>
      )}
    </fieldset>
  );
}
