import { type Role, roles } from '@land-office/contract';
import { currentLanguage, i18next } from '../../i18n';
import { dashboard } from '../../i18n/en/dashboard';
import { fieldLabel, phrases, sayPhrase } from '../../lib/phrasebook';

const known = phrases('dashboard:summaries.', dashboard.summaries);

/**
 * The server's account of a change ("Changed: title, slug", "Reordered 3 item(s)") in the
 * dashboard's language; in Portuguese the changed fields are named as their forms name them and
 * a role by its name, elsewhere as logged. An account it does not know shows as logged.
 */
export function activitySummary(summary: string): string {
  return (
    sayPhrase(summary, known, (name, captured) => {
      if (currentLanguage() !== 'pt-BR') return captured;
      if (name === 'fields') return captured.split(', ').map(fieldLabel).join(', ');
      if (name === 'role' && (roles as readonly string[]).includes(captured))
        return i18next.t(`common:roles.${captured as Role}`);
      return captured;
    }) ?? summary
  );
}
