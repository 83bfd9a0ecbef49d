import type { UserLink } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../components/copy-field';
import { currentLocale } from '../../i18n';

/**
 * A one-time link just made (an invitation or a password reset): whether it was e-mailed, the
 * link itself with a Copy button for passing it on, and until when it works.
 */
export function OneTimeLink({ result }: { result: UserLink }) {
  const { t } = useTranslation('users');
  const { user } = result;
  const name = user.display_name || user.username;
  const title = t(user.invited ? 'link.inviteTitle' : 'link.resetTitle', { name });
  const until = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(result.expires_at),
  );

  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">
        {result.emailed ? t('link.emailed', { email: user.email }) : t('link.notEmailed')}
      </p>
      <CopyField
        label={t('link.label')}
        value={result.link}
        texts={{ copy: t('link.copy'), copied: t('link.copied'), copyFailed: t('link.copyFailed') }}
      />
      <p className="text-xs text-slate-600">{t('link.expires', { when: until })}</p>
    </section>
  );
}
