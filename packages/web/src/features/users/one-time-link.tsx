import type { UserLink } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ShownOnce } from '../../components/shown-once';
import { currentLocale } from '../../i18n';

/**
 * A one-time link just made (an invitation or a password reset): whether it was e-mailed, the
 * link itself with a Copy button for passing it on, and until when it works.
 */
export function OneTimeLink({ result }: { result: UserLink }) {
  const { t } = useTranslation('users');
  const { user } = result;
  const name = user.display_name || user.username;
  const until = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(result.expires_at),
  );

  return (
    <ShownOnce
      title={t(user.invited ? 'link.inviteTitle' : 'link.resetTitle', { name })}
      note={result.emailed ? t('link.emailed', { email: user.email }) : t('link.notEmailed')}
      field={{
        label: t('link.label'),
        value: result.link,
        texts: { copy: t('link.copy'), copied: t('link.copied'), copyFailed: t('link.copyFailed') },
      }}
    >
      <p className="text-xs text-slate-600">{t('link.expires', { when: until })}</p>
    </ShownOnce>
  );
}
