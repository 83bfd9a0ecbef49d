import { currentLanguage } from '../../i18n';
import { dashboard } from '../../i18n/en/dashboard';
import { fieldLabel, phrases, sayPhrase } from '../../lib/phrasebook';

const known = phrases('dashboard:summaries.', dashboard.summaries);

/**
 * The server's account of a change ("Changed: title, slug", "Reordered 3 item(s)") in the
 * dashboard's language; in Portuguese the changed fields are named as their forms name them,
 * elsewhere by their column names, as logged. An account it does not know shows as logged.
 */
export function activitySummary(summary: string): string {
  return (
    sayPhrase(summary, known, (name, captured) =>
      name === 'fields' && currentLanguage() === 'pt-BR'
        ? captured.split(', ').map(fieldLabel).join(', ')
        : captured,
    ) ?? summary
  );
}
