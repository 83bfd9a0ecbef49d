import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './field';

interface Question {
  /** The spec's question, word for word ("Are you sure you want to delete this service?"). */
  text: string;
  /** The button that does it ("Delete", "Sign out"); Cancel is the other. */
  action: string;
  /** The line under the question; by default "This cannot be undone.", `null` for none. */
  description: string | null;
}

/**
 * Asks before something that cannot be undone, in an accessible dialog (WAI-ARIA alertdialog:
 * focus kept inside, on Cancel at first; Escape or Cancel answers no), instead of the browser's
 * `confirm()`. The screen renders `dialog` and awaits `ask(…)`:
 *
 *     const { ask, dialog } = useConfirm();
 *     if (!(await ask(menuMessages.deleteConfirm, 'Delete'))) return;
 */
export function useConfirm() {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  // The button that asked gets the focus back (no Radix trigger: the dialog opens from code).
  const opener = useRef<HTMLElement | null>(null);

  const ask = useCallback(
    (text: string, action?: string, description?: string | null) =>
      new Promise<boolean>((resolve) => {
        answer.current(false);
        answer.current = resolve;
        opener.current = document.activeElement as HTMLElement | null;
        setQuestion({
          text,
          action: action ?? t('delete'),
          description: description === undefined ? t('cannotBeUndone') : description,
        });
      }),
    [t],
  );
  const reply = (yes: boolean) => {
    answer.current(yes);
    answer.current = () => {};
    setQuestion(null);
  };

  const dialog: ReactNode = (
    <AlertDialog.Root open={question !== null} onOpenChange={(open) => open || reply(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-5 shadow-xl"
        >
          <AlertDialog.Title className="text-base font-semibold text-slate-900">
            {question?.text}
          </AlertDialog.Title>
          {question?.description && (
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {question.description}
            </AlertDialog.Description>
          )}
          <div className="mt-5 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass.secondary}>{t('cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action
              className="rounded border border-red-300 bg-white px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
              onClick={() => reply(true)}
            >
              {question?.action}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return { ask, dialog };
}
