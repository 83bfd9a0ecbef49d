import { userMessages } from '@land-office/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { LandOfficeError } from '../../lib/api';
import { refusalText } from '../../lib/refusal-text';
import { type LinkPurpose, useLinkInfo } from './api/one-time-link';
import { ChoosePasswordForm } from './choose-password-form';
import { PublicCard } from './public-card';

/** A link that cannot be used (expired, used, incomplete): the server's words and the way to sign in. */
function LinkProblem({ text }: { text: string }) {
  const { t } = useTranslation('choosePassword');
  return (
    <PublicCard>
      <p role="alert" className="text-sm text-red-700">
        {text}
      </p>
      <Link to="/admin/login" className="inline-block text-sm font-medium text-blue-700 underline">
        {t('toSignIn')}
      </Link>
    </PublicCard>
  );
}

/**
 * /admin/accept-invite?token= and /admin/reset-password?token=: the invitee (or someone who
 * forgot) chooses a password with the one-time link, then is signed in with it.
 */
export function ChoosePasswordPage({ purpose }: { purpose: LinkPurpose }) {
  const { t } = useTranslation('choosePassword');
  const token = useSearchParams()[0].get('token') ?? '';
  const link = useLinkInfo(token);
  useEffect(() => {
    document.title = t(`${purpose}.documentTitle`);
  }, [t, purpose]);

  if (!token) return <LinkProblem text={userMessages.linkInvalid} />;
  if (link.isPending)
    return (
      <PublicCard>
        <Spinner label={t('checking')} />
      </PublicCard>
    );
  if (link.isError) {
    // No such link: it was used, or it expired.
    const gone = link.error instanceof LandOfficeError && link.error.code === 'not_found';
    return <LinkProblem text={gone ? t('linkInvalid') : refusalText(link.error, t('failed'))} />;
  }
  return <ChoosePasswordForm token={token} info={link.data} />;
}
