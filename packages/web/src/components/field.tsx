import { cloneElement, isValidElement, type ReactNode, useId } from 'react';

/**
 * A labelled form control, its hint, and its error (server or client) underneath. The label
 * names the control alone; the error (or else the hint) describes it, and with an error the
 * control is marked `aria-invalid`, drawn with a red border.
 */
export function Field({
  label,
  error,
  hint,
  extra,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  /** Under the control, at the end of its line (a character count); not part of its name. */
  extra?: ReactNode;
  children: ReactNode;
}) {
  const noteId = useId();
  const note = error === undefined ? hint : error;
  const control = isValidElement<{ 'aria-invalid'?: boolean; 'aria-describedby'?: string }>(children)
    ? cloneElement(children, {
        ...(error ? { 'aria-invalid': true } : {}),
        ...(note ? { 'aria-describedby': noteId } : {}),
      })
    : children;
  return (
    <div>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: the control arrives as children */}
      <label className="block">
        <span className="text-sm font-medium text-slate-700">{label}</span>
        <div className="mt-1">{control}</div>
      </label>
      {(note || extra) && (
        <div className="mt-1 flex items-start justify-between gap-3">
          {note ? (
            <span
              id={noteId}
              className={error ? 'block text-sm text-red-600' : 'block text-xs text-slate-600'}
            >
              {note}
            </span>
          ) : (
            <span />
          )}
          {extra}
        </div>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded border border-slate-300 px-3 py-2 text-sm focus:border-slate-500 focus:outline-none disabled:bg-slate-100';

export const buttonClass = {
  primary:
    'inline-flex items-center justify-center rounded bg-slate-900 px-4 py-2 text-sm font-medium text-white hover:bg-slate-700 disabled:opacity-60 max-sm:min-h-11',
  secondary:
    'inline-flex items-center justify-center rounded border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50 disabled:opacity-60 max-sm:min-h-11',
  danger:
    'inline-flex items-center justify-center rounded bg-red-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-700 disabled:opacity-60 max-sm:min-h-11',
} as const;
