import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <h2 className="text-2xl font-semibold">{t('notFound.title')}</h2>
      <p className="mt-2 text-slate-600">{t('notFound.text')}</p>
      <Link to="/admin/dashboard" className="mt-4 inline-block text-blue-700 underline">
        {t('notFound.back')}
      </Link>
    </div>
  );
}
