import type { Operation, Role } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { roleRefusalText } from '../lib/refusal-text';

/**
 * A screen the signed-in role cannot use, reached by its address: says so in the shell, in the
 * server's words for the refusal, instead of an error or a redirect.
 */
export function NotAllowedPage({ role, operation }: { role: Role; operation: Operation }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-2xl font-semibold">{t('notAllowed.title')}</h2>
      <p className="mt-2 text-slate-600">
        {roleRefusalText(role, operation)}. {t('notAllowed.askOwner')}
      </p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-blue-700 underline">
        {t('notAllowed.back')}
      </Link>
    </div>
  );
}
