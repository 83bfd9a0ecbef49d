import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { CopyButton } from './copy-button';

/**
 * Ten recovery codes, shown this once (the server keeps only their hashes): copy them, download
 * them as a text file, then say they are saved.
 */
export function RecoveryCodesPanel({
  codes,
  username,
  onDone,
}: {
  codes: string[];
  username: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const list = useRef<HTMLOListElement>(null);
  const text = codes.join('\n');
  const file = `${t('twoFactor.recovery.fileTitle', { username })}\n\n${text}\n`;
  const selectAll = () => {
    const range = document.createRange();
    if (list.current) range.selectNodeContents(list.current);
    window.getSelection()?.removeAllRanges();
    window.getSelection()?.addRange(range);
  };

  return (
    <section
      aria-label={t('twoFactor.recovery.list')}
      className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h3 className="font-semibold text-slate-900">{t('twoFactor.recovery.list')}</h3>
      <p className="text-sm font-semibold text-amber-900">{t('twoFactor.recovery.saveNow')}</p>
      <ol ref={list} className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm" data-user-content>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={text} onFail={selectAll} />
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={`land-office-recovery-codes-${username}.txt`}
          className={buttonClass.secondary}
        >
          {t('twoFactor.recovery.download')}
        </a>
        <button type="button" className={buttonClass.primary} onClick={onDone}>
          {t('twoFactor.recovery.done')}
        </button>
      </div>
    </section>
  );
}
