import { PASSWORD_MIN_LENGTH, PasswordChange } from '@land-office/contract';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { SettingsSection } from '../../components/settings-section';
import { reportSaveError } from '../../lib/save-error';
import type { AccountPart } from './account-part';
import { useChangePassword } from './api/change-password';
import { fieldCheck } from './field-check';

interface Values {
  current_password: string;
  new_password: string;
  confirm: string;
}
const empty: Values = { current_password: '', new_password: '', confirm: '' };
/** The fields a refusal of the server names (`{ error, field }`). */
const FIELDS: readonly FieldPath<Values>[] = ['current_password', 'new_password'];

/**
 * Changing one's own password: the current one, then the new one twice. The length and the
 * repeat are checked here; how easy it is to guess, and the current one, by the server.
 */
export function PasswordSection({ username, show, onDirty }: AccountPart & { username: string }) {
  const { t } = useTranslation(['account', 'common']);
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset, setError } = useForm<Values>({ defaultValues: empty });
  const { isDirty, isSubmitting, errors } = formState;
  useEffect(() => onDirty('password', isDirty), [isDirty, onDirty]);

  const save = handleSubmit(async ({ current_password, new_password }) => {
    try {
      const { revoked } = await change.mutateAsync({ current_password, new_password });
      reset(empty);
      show(revoked > 0 ? t('password.changedRevoked', { count: revoked }) : t('password.changed'));
    } catch (error) {
      reportSaveError(error, { network: t('password.saveError') }, { show, setError, fields: FIELDS });
    }
  });

  return (
    <SettingsSection title={t('password.title')}>
      <form onSubmit={save} noValidate className="space-y-4">
        {/* Lets a password manager file the new password under this account. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <Field label={t('password.current')} error={errors.current_password?.message}>
          <input
            {...register('current_password', {
              validate: (typed) =>
                fieldCheck(
                  PasswordChange,
                  { current_password: typed, new_password: '' },
                  'current_password',
                  t('password.current'),
                ),
            })}
            type="password"
            autoComplete="current-password"
            className={inputClass}
          />
        </Field>
        <Field
          label={t('password.new')}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          error={errors.new_password?.message}
        >
          <input
            {...register('new_password', {
              // Characters as the server counts them: an emoji is one.
              validate: (typed) => [...typed].length >= PASSWORD_MIN_LENGTH || t('password.tooShort'),
            })}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <Field label={t('password.confirm')} error={errors.confirm?.message}>
          <input
            {...register('confirm', {
              validate: (typed, values) => typed === values.new_password || t('password.mismatch'),
            })}
            type="password"
            autoComplete="new-password"
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={isSubmitting} className={buttonClass.primary}>
          {isSubmitting ? t('password.saving') : t('password.save')}
        </button>
      </form>
    </SettingsSection>
  );
}
