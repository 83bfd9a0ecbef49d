import { AccountUpdate, type Admin } from '@land-office/contract';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { SettingsSection } from '../../components/settings-section';
import { reportSaveError } from '../../lib/save-error';
import type { AccountPart } from './account-part';
import { useUpdateAccount } from './api/update-account';
import { fieldCheck } from './field-check';

interface Values {
  display_name: string;
  email: string;
}
const FIELDS: readonly FieldPath<Values>[] = ['display_name', 'email'];

const toValues = (admin: Admin): Values => ({ display_name: admin.display_name, email: admin.email ?? '' });
/** An emptied e-mail is none. */
const emailOf = (typed: string) => typed.trim() || null;

/** Who is signed in (username and role, not theirs to change), and their display name and e-mail. */
export function ProfileSection({ admin, show, onDirty }: AccountPart & { admin: Admin }) {
  const { t } = useTranslation(['account', 'common']);
  const update = useUpdateAccount();
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({
    defaultValues: toValues(admin),
  });
  const { isDirty, isSubmitting, errors } = formState;
  useEffect(() => onDirty('profile', isDirty), [isDirty, onDirty]);
  // The shell confirms the signed-in user with the server after the page opened (or a save
  // replaced it): show what it says, unless the person has started typing.
  useEffect(() => {
    if (!isDirty) reset(toValues(admin));
  }, [admin, isDirty, reset]);

  const save = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({
        display_name: values.display_name.trim(),
        email: emailOf(values.email),
      });
      reset(toValues(saved));
      show(t('profile.saved'));
    } catch (error) {
      reportSaveError(error, { network: t('profile.saveError') }, { show, setError, fields: FIELDS });
    }
  });

  return (
    <SettingsSection title={t('profile.title')}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('profile.username')}</dt>
        <dd className="font-medium" data-user-content>
          {admin.username}
        </dd>
        <dt className="text-slate-600">{t('profile.role')}</dt>
        <dd className="font-medium">{t(`common:roles.${admin.role}`)}</dd>
      </dl>
      <form onSubmit={save} noValidate className="space-y-4">
        <Field
          label={t('profile.displayName')}
          hint={t('profile.displayNameHint')}
          error={errors.display_name?.message}
        >
          <input
            {...register('display_name', {
              validate: (name) =>
                fieldCheck(AccountUpdate, { display_name: name }, 'display_name', t('profile.displayName')),
            })}
            autoComplete="name"
            className={inputClass}
          />
        </Field>
        <Field label={t('profile.email')} error={errors.email?.message}>
          <input
            {...register('email', {
              validate: (email) =>
                fieldCheck(AccountUpdate, { email: emailOf(email) }, 'email', t('profile.email')),
            })}
            type="email"
            autoComplete="email"
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? t('common:saving') : t('profile.save')}
        </button>
      </form>
    </SettingsSection>
  );
}
