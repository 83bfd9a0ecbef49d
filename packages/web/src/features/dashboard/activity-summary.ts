import { type Role, roles } from '@land-office/contract';
import { currentLanguage, i18next } from '../../i18n';
import { dashboard } from '../../i18n/en/dashboard';
import { fieldList } from '../../lib/field-labels';
import { phrases, sayPhrase } from '../../lib/phrasebook';

const known = phrases('dashboard:summaries.', dashboard.summaries);

/**
 * The server's account of a change to `resource` ("Changed: title, slug", "Reordered 3
 * item(s)") in the dashboard's language, the changed fields named as the resource's form names
 * them ("Changed: Title, Slug"), in Portuguese a role by its name. An account it does not know
 * shows as logged.
 */
export function activitySummary(summary: string, resource: string): string {
  return (
    sayPhrase(summary, known, (name, captured) => {
      if (name === 'fields') return fieldList(resource, captured);
      if (name === 'role' && currentLanguage() === 'pt-BR' && (roles as readonly string[]).includes(captured))
        return i18next.t(`common:roles.${captured as Role}`);
      return captured;
    }) ?? summary
  );
}
