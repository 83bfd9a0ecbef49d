import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Flash } from '../lib/use-flash';
import { buttonClass } from './field';
import { FlashBanner } from './flash-banner';

/**
 * The frame of a content form: flash banner, heading, the fields, then Save (Saving... while busy)
 * and Cancel back to the list. Pair it with `useContentForm`, which gives `save`, `busy` and `flash`.
 */
export function ContentForm({
  heading,
  flash,
  busy,
  onSubmit,
  listPath,
  submitLabel = 'Save',
  aside,
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
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-5xl rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      <h2 className="mb-5 text-lg font-semibold">{heading}</h2>
      <div className={aside ? 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]' : ''}>
        <div className="space-y-5">{children}</div>
        {aside}
      </div>
      <div className="mt-6 flex gap-3">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? 'Saving...' : submitLabel}
        </button>
        <Link to={listPath} className={buttonClass.secondary}>
          Cancel
        </Link>
      </div>
    </form>
  );
}

/** A labelled checkbox of a content form (Active, External link, Open in a new tab). */
export function CheckboxField({
  label,
  hint,
  ...input
}: { label: string; hint?: string } & React.ComponentProps<'input'>) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input type="checkbox" className="mt-0.5" {...input} />
      <span>
        <span className="font-medium text-slate-700">{label}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </span>
    </label>
  );
}
