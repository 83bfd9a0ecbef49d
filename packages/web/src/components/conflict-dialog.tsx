import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './field';

/** One field the other person saved differently from what this form sent. */
export interface ConflictField {
  name: string;
  /** What a person calls it. */
  label: string;
  theirs: unknown;
  mine: unknown;
}

export type ConflictChoice = 'mine' | 'theirs';

/** A value as a person reads it: rich text as its words, a flag as yes/no, nothing as "(empty)". */
function useShown() {
  const { t } = useTranslation('conflict');
  return (value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('empty');
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    // A list (languages, roles) as its items.
    if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : t('empty');
    if (typeof value !== 'string') return typeof value === 'object' ? JSON.stringify(value) : String(value);
    if (!/<[a-z][^>]*>/i.test(value)) return value;
    const words = new DOMParser().parseFromString(value, 'text/html').body.textContent?.trim();
    return words || t('empty');
  };
}

/**
 * Someone saved the record after this form opened it: their values beside mine for each field
 * that differs, "Keep mine" (the default) or "Take theirs" for each. Save sends the choice,
 * Cancel goes back to the form as it is.
 */
export default function ConflictDialog({
  heading,
  fields,
  onSave,
  onCancel,
}: {
  /** The server's sentence: "This was changed by Ana at 2026-11-25 10:00 UTC after you opened it". */
  heading: string;
  fields: ConflictField[];
  onSave: (choices: Record<string, ConflictChoice>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('conflict');
  const shown = useShown();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, 'mine' as const])),
  );
  const choose = (name: string, choice: ConflictChoice) => setChoices((all) => ({ ...all, [name]: choice }));

  return (
    <AlertDialog.Root open onOpenChange={(open) => open || onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-lg bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-base font-semibold text-slate-900">{heading}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {fields.length ? t('intro') : t('same')}
          </AlertDialog.Description>
          <div className="mt-4 min-h-0 flex-1 space-y-4 overflow-y-auto">
            {fields.map((field) => (
              <fieldset key={field.name} className="rounded border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">{field.label}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  {(['theirs', 'mine'] as const).map((side) => (
                    <div key={side}>
                      <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">
                        {t(side)}
                      </span>
                      <p
                        className="mt-1 max-h-40 overflow-y-auto whitespace-pre-wrap break-words rounded bg-slate-50 px-2 py-1 text-sm"
                        data-user-content
                      >
                        {shown(field[side])}
                      </p>
                    </div>
                  ))}
                </div>
                <div className="mt-3 flex flex-wrap gap-4 text-sm">
                  {(['mine', 'theirs'] as const).map((choice) => (
                    <label key={choice} className="flex items-center gap-2">
                      <input
                        type="radio"
                        name={`conflict-${field.name}`}
                        checked={choices[field.name] === choice}
                        onChange={() => choose(field.name, choice)}
                      />
                      {choice === 'mine' ? t('keepMine') : t('takeTheirs')}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
          <div className="mt-5 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass.secondary}>{t('cancel')}</AlertDialog.Cancel>
            <button type="button" className={buttonClass.primary} onClick={() => onSave(choices)}>
              {t('save')}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
