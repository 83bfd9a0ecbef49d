import type { User } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { CheckboxField, ContentForm } from '../../components/content-form';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { RecordFormPage } from '../../components/record-form-page';
import { refusalText } from '../../lib/refusal-text';
import { useSession } from '../../lib/session';
import { useContentForm } from '../../lib/use-content-form';
import { useFlash } from '../../lib/use-flash';
import { useClearTwoFactor } from './api/clear-two-factor';
import { useUser } from './api/get-user';
import { useInviteUser } from './api/invite-user';
import { useResetPassword } from './api/reset-password';
import { useUpdateUser } from './api/update-user';
import { OneTimeLink } from './one-time-link';
import { UserFields } from './user-fields';
import { EditForm } from './user-values';

const saves = { useCreate: useInviteUser, useUpdate: useUpdateUser };

/** /admin/users/edit/:id: the user's names, role and whether they may sign in; a password reset link. */
export default function UserEditPage() {
  const { t } = useTranslation('users');
  return (
    <RecordFormPage
      useRecord={useUser}
      notFound={t('form.notFound')}
      loadError={t('form.loadError')}
      listPath="/admin/users"
      listLabel={t('form.backToList')}
    >
      {(user) =>
        user && (
          <div className="max-w-5xl space-y-6">
            <UserEditForm key={user.id} user={user} />
            <ResetPassword user={user} />
            <ClearTwoFactor user={user} />
          </div>
        )
      }
    </RecordFormPage>
  );
}

function UserEditForm({ user }: { user: User }) {
  const { t } = useTranslation(['users', 'common']);
  const own = useSession()?.admin.id === user.id;
  const { form, frame } = useContentForm({
    resource: saves,
    record: user,
    schema: EditForm,
    values: (record?: User) => ({
      username: record?.username ?? '',
      email: record?.email ?? '',
      display_name: record?.display_name ?? '',
      role: record?.role ?? 'editor',
      is_active: record?.is_active ?? true,
    }),
    listPath: '/admin/users',
    saveError: t('form.saveError'),
  });
  const { register, formState, watch } = form;
  return (
    <ContentForm heading={t('form.editHeading')} {...frame} submitLabel={t('form.save')}>
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
      {/* Nobody deactivates themselves (the server refuses it): no checkbox to try. */}
      {!own && (
        <CheckboxField label={t('form.active')} hint={t('form.activeHint')} {...register('is_active')} />
      )}
    </ContentForm>
  );
}

function ResetPassword({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const reset = useResetPassword();
  const { flash, show } = useFlash();
  const make = () =>
    reset.mutate(user.id, {
      onError: (error) => show(refusalText(error, t('reset.error')), { isError: true }),
    });
  return (
    <section aria-labelledby="reset-password" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      <h2 id="reset-password" className="text-lg font-semibold">
        {t('reset.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('reset.text')}</p>
      <button type="button" className={buttonClass.secondary} disabled={reset.isPending} onClick={make}>
        {reset.isPending ? t('reset.busy') : t('reset.button')}
      </button>
      {reset.data && <OneTimeLink result={reset.data} />}
    </section>
  );
}

/** Someone who lost both their authenticator and their recovery codes: an owner clears their second factors. */
function ClearTwoFactor({ user }: { user: User }) {
  const { t } = useTranslation('users');
  const clear = useClearTwoFactor();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const run = async () => {
    if (
      !(await ask(
        t('twoFactor.confirm', { name: user.display_name }),
        t('twoFactor.button'),
        t('twoFactor.confirmText'),
      ))
    )
      return;
    clear.mutate(user.id, {
      onSuccess: () => show(t('twoFactor.done')),
      onError: (error) => show(refusalText(error, t('twoFactor.error')), { isError: true }),
    });
  };
  // Shown while the user has a second factor, and after clearing it for the message that says so.
  if (!user.two_factor && !flash) return null;
  return (
    <section aria-labelledby="clear-two-factor" className="space-y-3 rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      <h2 id="clear-two-factor" className="text-lg font-semibold">
        {t('twoFactor.heading')}
      </h2>
      {user.two_factor && (
        <>
          <p className="text-sm text-slate-600">{t('twoFactor.text')}</p>
          <button type="button" className={buttonClass.secondary} disabled={clear.isPending} onClick={run}>
            {t('twoFactor.button')}
          </button>
        </>
      )}
      {dialog}
    </section>
  );
}
