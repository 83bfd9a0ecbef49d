import type { UserLink } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentForm } from '../../components/content-form';
import { buttonClass } from '../../components/field';
import { useCreateOnceForm } from '../../lib/use-create-once-form';
import { useInviteUser } from './api/invite-user';
import { OneTimeLink } from './one-time-link';
import { UserFields } from './user-fields';
import { InviteForm, refusedUserField } from './user-values';

/** /admin/users/new: invite someone, then show the link they accept it with (and copy it). */
export default function UserInvitePage() {
  const { t } = useTranslation('users');
  const [invited, setInvited] = useState<UserLink>();
  // A new key brings the form back empty for the next invitation.
  const [round, setRound] = useState(0);
  if (!invited) return <InviteUserForm key={round} onInvited={setInvited} />;
  return (
    <div className="max-w-3xl space-y-4">
      <OneTimeLink result={invited} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClass.primary}
          onClick={() => {
            setInvited(undefined);
            setRound((n) => n + 1);
          }}
        >
          {t('link.inviteAnother')}
        </button>
        <Link to="/admin/users" className={buttonClass.secondary}>
          {t('link.back')}
        </Link>
      </div>
    </div>
  );
}

function InviteUserForm({ onInvited }: { onInvited: (result: UserLink) => void }) {
  const { t } = useTranslation(['users', 'common']);
  const invite = useInviteUser();
  const { form, frame } = useCreateOnceForm({
    schema: InviteForm,
    defaultValues: { username: '', email: '', display_name: '', role: 'editor' },
    create: invite.mutateAsync,
    onCreated: onInvited,
    saveError: t('form.saveError'),
    refusedField: refusedUserField,
  });
  const { register, formState, watch } = form;

  return (
    <ContentForm
      heading={t('form.inviteHeading')}
      {...frame}
      listPath="/admin/users"
      submitLabel={t('form.invite')}
    >
      <UserFields
        fields={{
          username: register('username'),
          email: register('email'),
          display_name: register('display_name'),
          role: register('role'),
        }}
        errors={formState.errors}
        role={watch('role')}
      />
    </ContentForm>
  );
}
