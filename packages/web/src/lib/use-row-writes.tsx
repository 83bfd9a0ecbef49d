import { useConfirm } from '../components/confirm-dialog';
import { FlashBanner } from '../components/flash-banner';
import { refusalText } from './refusal-text';
import { useFlash } from './use-flash';

interface Callbacks<T> {
  onSuccess: (result: T) => void;
  onError: (error: unknown) => void;
}

/**
 * A list's removal of a row (deleting, revoking) after asking, said in the message region (a
 * refusal in the server's words). `messages` renders the region and the question; `show` and
 * `failed` say the list's other outcomes there.
 */
export function useRowRemoval<T extends { id: number }>(options: {
  remove: { mutate: (id: number, callbacks: Callbacks<unknown>) => void };
  texts: { action: string; done: string; error: string };
}) {
  const { texts } = options;
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const failed = (fallback: string) => (error: unknown) =>
    show(refusalText(error, fallback), { isError: true });
  return {
    show,
    failed,
    messages: (
      <>
        <FlashBanner flash={flash} />
        {dialog}
      </>
    ),
    /** Asks `question`; on yes removes the row and says so. */
    async remove(row: T, question: string) {
      if (!(await ask(question, texts.action))) return;
      options.remove.mutate(row.id, { onSuccess: () => show(texts.done), onError: failed(texts.error) });
    },
  };
}

/**
 * A list's row writes: switching a record on or off and deleting it after asking, each said in
 * the message region (a refusal in the server's words). `messages` renders the region and the
 * question; the pending state of each row is the mutations' own.
 */
export function useRowWrites<T extends { id: number }, Body>(options: {
  update: { mutate: (change: { id: number; body: Body }, callbacks: Callbacks<T>) => void };
  remove: { mutate: (id: number, callbacks: Callbacks<unknown>) => void };
  texts: {
    switchedOn: string;
    switchedOff: string;
    updateError: string;
    deleteConfirm: string;
    deleteAction: string;
    deleted: string;
    deleteError: string;
  };
}) {
  const { texts } = options;
  const removal = useRowRemoval<T>({
    remove: options.remove,
    texts: { action: texts.deleteAction, done: texts.deleted, error: texts.deleteError },
  });
  return {
    messages: removal.messages,
    /** Sends `body`; `isOn` reads from the saved record whether it is now on. */
    toggle(row: T, body: Body, isOn: (saved: T) => boolean) {
      options.update.mutate(
        { id: row.id, body },
        {
          onSuccess: (saved) => removal.show(isOn(saved) ? texts.switchedOn : texts.switchedOff),
          onError: removal.failed(texts.updateError),
        },
      );
    },
    destroy: (row: T) => removal.remove(row, texts.deleteConfirm),
  };
}
