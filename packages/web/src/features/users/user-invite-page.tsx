import { zodResolver } from '@hookform/resolvers/zod';
import type { UserLink } from '@land-office/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { ContentForm } from '../../components/content-form';
import { buttonClass } from '../../components/field';
import { useFlash } from '../../lib/use-flash';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useInviteUser } from './api/invite-user';
import { OneTimeLink } from './one-time-link';
import { UserFields } from './user-fields';
import { InviteForm, reportRefusal } from './user-values';

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
  const { flash, show } = useFlash();
  const { register, handleSubmit, formState, setError, watch } = useForm<
    z.input<typeof InviteForm>,
    unknown,
    z.output<typeof InviteForm>
  >({
    resolver: zodResolver(InviteForm),
    defaultValues: { username: '', email: '', display_name: '', role: 'editor' },
  });
  const { allowLeaving } = useUnsavedChanges(formState.isDirty);

  const save = handleSubmit(async (body) => {
    try {
      const result = await invite.mutateAsync(body);
      allowLeaving();
      onInvited(result);
    } catch (error) {
      reportRefusal(error, t('form.saveError'), { setError, show });
    }
  });

  return (
    <ContentForm
      heading={t('form.inviteHeading')}
      flash={flash}
      busy={formState.isSubmitting}
      onSubmit={save}
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
