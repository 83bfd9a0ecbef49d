import { useTranslation } from 'react-i18next';
import { loadErrorText } from '../lib/refusal-text';
import { buttonClass } from './field';

/**
 * A read that failed, said where its content would be: the server's refusal when it gave one
 * (403: "Your role … cannot …"), else the screen's text, and "Try again" that reads it again.
 */
export function LoadError({ text, error, retry }: { text: string; error?: unknown; retry: () => unknown }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
      <p>{loadErrorText(error, text)}</p>
      <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => retry()}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
