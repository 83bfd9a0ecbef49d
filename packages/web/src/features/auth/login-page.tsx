import type { Admin, MfaRequired } from '@land-office/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { passkeysAvailable } from '../../lib/passkey';
import { useSession } from '../../lib/session';
import { PasskeySignInButton } from './passkey-sign-in-button';
import { PasswordStep } from './password-step';
import { PublicCard } from './public-card';
import { SecondFactorStep } from './second-factor-step';

/** Where a sign-in lands: the account page while a required second factor is still to be set up. */
const landing = (admin: Admin, target: string) => (admin.must_enrol_two_factor ? '/admin/account' : target);

/**
 * /admin/login: the password, then (an account with a second factor) the code, a recovery code
 * or a passkey; or a passkey alone, with no username.
 */
export default function LoginPage() {
  const { t } = useTranslation(['auth', 'common']);
  const current = useSession();
  const location = useLocation();
  const [challenge, setChallenge] = useState<MfaRequired | null>(null);
  const [username, setUsername] = useState('');
  const [notice, setNotice] = useState<string>();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== '/admin/login' ? from : '/admin/dashboard';
  useEffect(() => {
    document.title = t('login.documentTitle');
  }, [t]);

  if (current) return <Navigate to={landing(current.admin, target)} replace />;

  const backToPassword = (text?: string) => {
    setChallenge(null);
    setNotice(text);
  };

  return (
    <PublicCard>
      <h1 className="text-center text-2xl font-semibold">{t('common:appName')}</h1>
      {challenge ? (
        <SecondFactorStep challenge={challenge} onStartOver={backToPassword} />
      ) : (
        <>
          <PasswordStep
            username={username}
            notice={notice}
            onChallenge={(answer, name) => {
              setUsername(name);
              setNotice(undefined);
              setChallenge(answer);
            }}
          />
          {passkeysAvailable() && <PasskeySignInButton />}
        </>
      )}
    </PublicCard>
  );
}
