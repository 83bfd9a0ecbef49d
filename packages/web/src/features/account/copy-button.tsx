import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';

/**
 * Copies `text` to the clipboard and says so; without a clipboard (an address without https),
 * `onFail` selects the text for the keyboard to copy, and it says that instead.
 */
export function CopyButton({ text, onFail }: { text: string; onFail?: () => void }) {
  const { t } = useTranslation('account');
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      onFail?.();
      setCopied('failed');
    }
  };
  return (
    <>
      <button type="button" className={buttonClass.secondary} onClick={copy}>
        {t('twoFactor.copy')}
      </button>
      <span role="status" className="text-xs text-slate-700">
        {copied === 'yes' ? t('twoFactor.copied') : copied === 'failed' ? t('twoFactor.copyFailed') : ''}
      </span>
    </>
  );
}
