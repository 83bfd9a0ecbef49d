import { type Role, roles } from '@land-office/contract';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../components/field';
import type { UserField } from './user-values';

/**
 * The fields the invite and edit forms share: username, e-mail, display name, and the role, a
 * select whose hint says in one line what the chosen role may do.
 */
export function UserFields({
  fields,
  errors,
  role,
}: {
  fields: Record<UserField, UseFormRegisterReturn>;
  errors: Partial<Record<UserField, { message?: string }>>;
  role: Role;
}) {
  const { t } = useTranslation(['users', 'common']);
  return (
    <>
      <Field label={t('form.username')} error={errors.username?.message} hint={t('form.usernameHint')}>
        <input {...fields.username} autoComplete="off" className={inputClass} />
      </Field>
      <Field label={t('form.email')} error={errors.email?.message} hint={t('form.emailHint')}>
        <input {...fields.email} type="email" autoComplete="off" className={inputClass} />
      </Field>
      <Field
        label={t('form.displayName')}
        error={errors.display_name?.message}
        hint={t('form.displayNameHint')}
      >
        <input {...fields.display_name} autoComplete="off" className={inputClass} />
      </Field>
      <Field label={t('form.role')} error={errors.role?.message} hint={t(`roles.${role}`)}>
        <select {...fields.role} className={`${inputClass} max-w-xs`}>
          {roles.map((name) => (
            <option key={name} value={name}>
              {t(`common:roles.${name}`)}
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}
