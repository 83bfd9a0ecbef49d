import type { UserLink } from '@land-office/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../components/field';
import { currentLocale } from '../../i18n';

/**
 * A one-time link just made (an invitation or a password reset): whether it was e-mailed, the
 * link itself with a Copy button for passing it on, and until when it works.
 */
export function OneTimeLink({ result }: { result: UserLink }) {
  const { t } = useTranslation('users');
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const field = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const { user } = result;
  const name = user.display_name || user.username;
  const title = t(user.invited ? 'link.inviteTitle' : 'link.resetTitle', { name });
  const until = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(result.expires_at),
  );

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(result.link);
      setCopied('yes');
    } catch {
      // No clipboard (an address without https): the link is selected, for the keyboard to copy.
      field.current?.focus();
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <section aria-label={title} className="space-y-3 rounded-lg border border-green-300 bg-green-50 p-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <p className="text-sm text-slate-700">
        {result.emailed ? t('link.emailed', { email: user.email }) : t('link.notEmailed')}
      </p>
      <div>
        <span id={labelId} className="text-sm font-medium text-slate-700">
          {t('link.label')}
        </span>
        <div className="mt-1 flex flex-wrap gap-2">
          <input
            ref={field}
            aria-labelledby={labelId}
            readOnly
            value={result.link}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} min-w-0 flex-1 bg-white font-mono text-xs`}
          />
          <button type="button" className={buttonClass.secondary} onClick={copy}>
            {t('link.copy')}
          </button>
        </div>
        <p role="status" className="mt-1 text-xs text-slate-700">
          {copied === 'yes' ? t('link.copied') : copied === 'failed' ? t('link.copyFailed') : ''}
        </p>
      </div>
      <p className="text-xs text-slate-600">{t('link.expires', { when: until })}</p>
    </section>
  );
}
