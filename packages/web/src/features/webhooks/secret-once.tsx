import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/copy-field';

/** A new endpoint's signing secret, shown this once, with a Copy button. */
export function SecretOnce({ secret }: { secret: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <section
      aria-label={t('secret.title')}
      className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t('secret.title')}</h3>
      <p className="text-sm text-slate-700">{t('secret.once')}</p>
      <CopyField
        label={t('secret.label')}
        value={secret}
        texts={{ copy: t('secret.copy'), copied: t('secret.copied'), copyFailed: t('secret.copyFailed') }}
      />
    </section>
  );
}
