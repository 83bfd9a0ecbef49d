import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../lib/save-error';
import { uploadLogo } from './api/upload-logo';
import type { Theme } from './logo-preview';

/** Images only, by type here and by content on the server (which refuses SVG). */
const LOGO_TYPES = 'image/png,image/jpeg,image/gif,image/webp,image/avif,image/tiff';

/** Spec §2: an image-only upload control per logo; the uploaded path fills that logo's URL. */
export function LogoUpload({
  theme,
  onUploaded,
  show,
}: {
  theme: Theme;
  onUploaded: (url: string) => void;
  show: (text: string, options?: { isError?: boolean }) => void;
}) {
  const { t } = useTranslation(['header', 'common']);
  const [busy, setBusy] = useState(false);
  const label = t(`logo.upload.${theme}`);
  return (
    <label className="flex items-center gap-2 text-sm text-slate-600">
      <span className="sr-only">{label}</span>
      <input
        type="file"
        aria-label={label}
        accept={LOGO_TYPES}
        disabled={busy}
        className="block text-sm"
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setBusy(true);
          try {
            onUploaded(await uploadLogo(file));
            show(t(`logo.uploaded.${theme}`));
          } catch (error) {
            show(saveErrorText(error, { failed: t('logo.failed'), network: t('logo.error') }), {
              isError: true,
            });
          } finally {
            setBusy(false);
            input.value = '';
          }
        }}
      />
      {busy ? (
        <span role="status">{t('common:uploading')}</span>
      ) : (
        <span className="text-xs">{t('logo.uploadHint')}</span>
      )}
    </label>
  );
}
