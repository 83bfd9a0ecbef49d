import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../components/shown-once';

/** A new endpoint's signing secret, shown this once, with a Copy button. */
export function SecretOnce({ secret }: { secret: string }) {
  const { t } = useTranslation('webhooks');
  return (
    <ShownOnce
      title={t('secret.title')}
      note={t('secret.once')}
      field={{
        label: t('secret.label'),
        value: secret,
        texts: { copy: t('secret.copy'), copied: t('secret.copied'), copyFailed: t('secret.copyFailed') },
      }}
    />
  );
}
