import type { PreviewLink as Link } from '@land-office/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { landOffice, unwrap } from '../lib/api';
import { refusalText } from '../lib/refusal-text';
import { buttonClass, inputClass } from './field';

/**
 * "Copy preview link" on an edit form: asks the server for a signed link to this record as it is
 * now (drafts included) and puts it on the clipboard, saying until when it works. Without a
 * clipboard (an address without https) the link shows, selected, for the keyboard to copy.
 */
export function PreviewLinkButton({ resource, id }: { resource: string; id: number }) {
  const { t } = useTranslation('common');
  const field = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  const [shown, setShown] = useState<{ link: Link; copied: boolean }>();
  const make = useMutation({
    mutationFn: () => unwrap(landOffice.POST('/api/admin/preview', { body: { resource, id } })),
    onSuccess: async (link) => {
      try {
        await navigator.clipboard.writeText(link.url);
        setShown({ link, copied: true });
      } catch {
        setShown({ link, copied: false });
        requestAnimationFrame(() => field.current?.select());
      }
    },
  });
  const until = (iso: string) =>
    new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass.secondary}
        disabled={make.isPending}
        onClick={() => make.mutate()}
      >
        {t('preview.copy')}
      </button>
      {/* A polite live region (not a second "status" beside the form's own message banner). */}
      <p aria-live="polite" className="text-sm text-slate-700">
        {make.isError
          ? refusalText(make.error, t('preview.failed'))
          : shown
            ? t(shown.copied ? 'preview.copied' : 'preview.selectToCopy', {
                until: until(shown.link.expires_at),
              })
            : ''}
      </p>
      {shown && !shown.copied && (
        <div>
          <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
            {t('preview.link')}
          </label>
          <input
            id={fieldId}
            ref={field}
            readOnly
            value={shown.link.url}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} mt-1 w-full bg-white font-mono text-xs`}
          />
        </div>
      )}
    </div>
  );
}
