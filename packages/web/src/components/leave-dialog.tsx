import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { askLeavingWith } from '../lib/use-unsaved-changes';
import { useConfirm } from './confirm-dialog';

/**
 * Asks "You have unsaved changes. Leave without saving?" in the admin's alert dialog, in its
 * language, when a screen with unsaved changes is left inside the admin. Reload and tab close
 * still get the browser's own prompt, which no page can replace.
 */
export function LeaveDialog() {
  const { t } = useTranslation();
  const { ask, dialog } = useConfirm();
  useEffect(() => {
    askLeavingWith((question) => ask(question, t('leave'), null));
    return () => askLeavingWith(null);
  }, [ask, t]);
  return dialog;
}
