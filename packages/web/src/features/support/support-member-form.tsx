import { zodResolver } from '@hookform/resolvers/zod';
import {
  SupportMemberForm as MemberFormSchema,
  type SupportLanguage,
  type SupportMember,
  type SupportMemberFormInput,
  type SupportMemberFormOutput,
  type SupportRole,
  supportFormToBody,
  supportLanguageCodes,
  supportMessages,
  supportRoles,
} from '@land-office/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { refusalText } from '../../lib/refusal-text';
import { refusedField } from '../../lib/save-error';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreateMember } from './api/create-member';
import { useUpdateMember } from './api/update-member';

type Values = SupportMemberFormInput;

const toValues = (member?: SupportMember): Values => ({
  uuid: member?.uuid ?? '',
  email: member?.email ?? '',
  languages: (member?.languages.split(',').filter(Boolean) ?? []) as SupportLanguage[],
  roles: member?.roles ?? [],
  is_active: member?.is_active ?? true,
});

/** The languages and roles in the order the form lists them: one choice, however it was saved, compares as one. */
const inFormOrder = <T extends { languages: SupportLanguage[]; roles: SupportRole[] }>(values: T): T => ({
  ...values,
  languages: supportLanguageCodes.filter((code) => values.languages.includes(code)),
  roles: supportRoles.filter((role) => values.roles.includes(role)),
});

/** What a person calls each field of the form (its conflict dialog, and the member's History). */
export const memberFieldLabels = (t: TFunction<['support', 'common']>) => ({
  uuid: t('fields.uuid'),
  email: t('fields.email'),
  languages: t('fields.languages'),
  roles: t('fields.roles'),
  is_active: t('common:active'),
});

/** The form's own checks, by the contract's message: shown in the admin's language. */
const VALIDATION = {
  [supportMessages.uuidRequired]: 'validation.uuidRequired',
  [supportMessages.uuidMalformed]: 'validation.uuidMalformed',
  [supportMessages.uuidNullKey]: 'validation.uuidNullKey',
  'email must be an e-mail address': 'validation.email',
} as const satisfies Record<string, `validation.${string}`>;

interface SupportMemberFormProps {
  /** The member being edited, read with their version (`GET /admin/support/:id`); without one the form adds. */
  member?: SupportMember;
  onSaved: (message: string) => void;
  onError: (message: string) => void;
  onCancel: () => void;
}

/** The Add Member tab (spec §4–§5), also used to edit a member. */
export function SupportMemberForm({ member, onSaved, onError, onCancel }: SupportMemberFormProps) {
  const { t } = useTranslation(['support', 'common']);
  const create = useCreateMember();
  const update = useUpdateMember();
  const form = useForm<Values, unknown, SupportMemberFormOutput>({
    resolver: zodResolver(MemberFormSchema),
    defaultValues: toValues(member),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, watch, setError } = form;
  // Leaving the screen with unsaved edits asks first; a save unmounts the form (back to the list).
  // A refused save (or one waiting in the conflict dialog) still holds unsaved edits.
  const [saved, setSaved] = useState(false);
  useUnsavedChanges(formState.isDirty && !saved);
  // Saved at the version the member was opened at: someone else's change since opens the dialog.
  const conflict = useSaveConflict(form, {
    record: member,
    labels: memberFieldLabels(t),
    // The wire's "en,pt" is the form's ['en', 'pt'].
    toValues: (current) => inFormOrder(toValues(current as SupportMember)),
    resend: () => save(),
  });
  const errors = formState.errors;
  // A check of the form's own reads in the admin's language; a server's text stays as it came.
  const problem = (message: string | undefined) =>
    message && Object.hasOwn(VALIDATION, message)
      ? t(VALIDATION[message as keyof typeof VALIDATION])
      : message;
  const uuidBlank = (watch('uuid') ?? '').trim() === '';

  const save = handleSubmit(async (values) => {
    const body = supportFormToBody(values);
    try {
      if (member)
        conflict.saved(await update.mutateAsync({ id: member.id, body, version: conflict.version() }));
      else await create.mutateAsync(body);
    } catch (error) {
      // Compared in the form's shape (languages as a list), as `toValues` gives theirs.
      if (conflict.caught(error, inFormOrder(values))) return;
      const refused = refusedField(error, ['uuid', 'email', 'languages', 'roles'] as const);
      if (refused) setError(refused.field, { message: refused.message });
      onError(refusalText(error, t('messages.saveError')));
      return;
    }
    setSaved(true);
    onSaved(member ? t('messages.updated') : t('messages.added'));
  });
  const busy = formState.isSubmitting;

  return (
    <form onSubmit={save} noValidate className="max-w-3xl space-y-5 rounded-lg bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold">{member ? t('editHeading') : t('addHeading')}</h2>
      {conflict.dialog}
      {member && (
        <p className="text-sm text-slate-600">
          {t('profileNote')}{' '}
          {member.name ? (
            <strong data-user-content>{member.name}</strong>
          ) : (
            <strong>
              {t(`lookup.${member.profile_status === 'found' ? 'not_found' : member.profile_status}`)}
            </strong>
          )}
        </p>
      )}
      <Field label={t('fields.uuid')} error={problem(errors.uuid?.message)} hint={t('messages.uuidHelp')}>
        <input
          {...register('uuid')}
          className={`${inputClass} font-mono`}
          autoComplete="off"
          spellCheck={false}
          placeholder="00000000-0000-0000-0000-000000000000"
          aria-invalid={errors.uuid ? true : undefined}
        />
      </Field>
      <Field label={t('fields.email')} error={problem(errors.email?.message)}>
        <input {...register('email')} type="email" className={inputClass} autoComplete="off" />
      </Field>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('fields.languages')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {supportLanguageCodes.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input type="checkbox" value={code} {...register('languages')} />
              {t(`languages.${code}`)}
            </label>
          ))}
        </div>
        {errors.languages && (
          <span className="mt-1 block text-sm text-red-600">{errors.languages.message}</span>
        )}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('fields.roles')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {supportRoles.map((role) => (
            <label key={role} className="flex items-center gap-2 text-sm capitalize">
              <input type="checkbox" value={role} {...register('roles')} />
              {t(`roles.${role}`)}
            </label>
          ))}
        </div>
        {errors.roles && <span className="mt-1 block text-sm text-red-600">{errors.roles.message}</span>}
      </fieldset>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('is_active')} />
        {t('common:active')}
      </label>
      <div className="flex gap-3">
        <button type="submit" disabled={busy || uuidBlank} className={buttonClass.primary}>
          {busy ? t('common:saving') : member ? t('update') : t('add')}
        </button>
        <button type="button" className={buttonClass.secondary} onClick={onCancel}>
          {t('common:cancel')}
        </button>
      </div>
    </form>
  );
}
