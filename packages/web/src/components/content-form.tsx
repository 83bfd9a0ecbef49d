import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Flash } from '../lib/use-flash';
import { buttonClass, Field, inputClass } from './field';
import { FlashBanner } from './flash-banner';
import { PreviewLinkButton } from './preview-link';

/**
 * The frame of a content form: flash banner, heading, the fields, then Save (Saving... while busy)
 * and Cancel back to the list. Pair it with `useContentForm`, which gives `save`, `busy`, `flash`
 * and the draft `notice`.
 */
export function ContentForm({
  heading,
  flash,
  busy,
  onSubmit,
  listPath,
  submitLabel,
  aside,
  notice,
  preview,
  children,
}: {
  heading: string;
  flash: Flash | null;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  listPath: string;
  submitLabel?: string;
  /** Shown beside the fields on wide screens (a live preview). */
  aside?: ReactNode;
  /** Shown above the fields (the offer to restore a draft). */
  notice?: ReactNode;
  /** A saved record: "Copy preview link" under the buttons, to show it before it is public. */
  preview?: { resource: string; id: number };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-5xl rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      <h2 className="mb-5 text-lg font-semibold">{heading}</h2>
      {notice}
      <div className={aside ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]' : ''}>
        <div className="space-y-5">{children}</div>
        {aside}
      </div>
      <div className="mt-6 flex gap-3">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? t('saving') : (submitLabel ?? t('save'))}
        </button>
        <Link to={listPath} className={buttonClass.secondary}>
          {t('cancel')}
        </Link>
      </div>
      {preview && (
        <div className="mt-4">
          <PreviewLinkButton resource={preview.resource} id={preview.id} />
        </div>
      )}
    </form>
  );
}

/**
 * A labelled checkbox of a content form (Active, External link, Open in a new tab). With an
 * error (the server's refusal naming it), the box is marked `aria-invalid` and the error, under
 * the label, describes it, as every other field shows one.
 */
export function CheckboxField({
  label,
  hint,
  error,
  ...input
}: { label: string; hint?: string; error?: string } & React.ComponentProps<'input'>) {
  const noteId = useId();
  const note = error === undefined ? hint : error;
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        className={error ? 'mt-0.5 outline outline-2 outline-red-600' : 'mt-0.5'}
        {...(error ? { 'aria-invalid': true } : {})}
        {...(note ? { 'aria-describedby': noteId } : {})}
        {...input}
      />
      <span>
        <span className="font-medium text-slate-700">{label}</span>
        {note && (
          <span id={noteId} className={error ? 'block text-sm text-red-600' : 'block text-xs text-slate-600'}>
            {note}
          </span>
        )}
      </span>
    </label>
  );
}

/** The starting flags of a content record: a new one is internal, active and at order 0. */
export const contentFlags = (record?: { is_external: boolean; is_active: boolean; order_pos: number }) => ({
  is_external: record?.is_external ?? false,
  is_active: record?.is_active ?? true,
  order_pos: record?.order_pos ?? 0,
});

/** The fields a linked content form ends with: External link, Order, Active (pass `register(...)` of each). */
export function ContentFlagFields(props: {
  external: UseFormRegisterReturn;
  order: UseFormRegisterReturn;
  active: UseFormRegisterReturn;
  /** Each field's error, by its name (`errors.is_external?.message`…). */
  errors?: { is_external?: string; order_pos?: string; is_active?: string };
}) {
  const { t } = useTranslation();
  const errors = props.errors ?? {};
  return (
    <>
      <CheckboxField
        label={t('link.externalLabel')}
        hint={t('link.externalHint')}
        error={errors.is_external}
        {...props.external}
      />
      <Field label={t('order')} error={errors.order_pos}>
        <input type="number" step={1} {...props.order} className={`${inputClass} max-w-32`} />
      </Field>
      <CheckboxField label={t('active')} error={errors.is_active} {...props.active} />
    </>
  );
}
