import { type Revision, revisionActions } from '@land-office/contract';
import { currentLocale, i18next } from '../i18n';
import { history } from '../i18n/en/history';
import { fieldLabel, phrases, sayPhrase } from '../lib/phrasebook';

const summaries = phrases('history:summaries.', history.summaries);

/** The date and time in full, in the admin's language (a revision's tooltip, the autosave offer). */
export const exactTime = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** What a revision did ("Edited", "Restored"), or the server's word when unknown. */
export function actionLabel(action: string): string {
  return (revisionActions as readonly string[]).includes(action)
    ? i18next.t(`history:actions.${action as Revision['action']}`)
    : action;
}

/** What a field is called: the screen's label for it, else a declared type's, else its name. */
export const labelOf = (labels: Record<string, string>, name: string) => labels[name] ?? fieldLabel(name);

/**
 * The server's account of a revision ("Changed: title, content") in the admin's language, each
 * field by its label; an account it does not know shows as the server wrote it.
 */
export function summaryText(summary: string, labels: Record<string, string>): string {
  return (
    sayPhrase(summary, summaries, (name, captured) =>
      name === 'fields'
        ? captured
            .split(', ')
            .map((field) => labelOf(labels, field))
            .join(', ')
        : captured,
    ) ?? summary
  );
}
