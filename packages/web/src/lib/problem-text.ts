import { type Operation, operations, type Role, roles } from '@land-office/contract';
import { currentLanguage, i18next } from '../i18n';
import { problems } from '../i18n/en/problems';
import { fieldLabel, phrase, phrases, sayPhrase } from './phrasebook';
import { forbiddenText } from './refusal-text';

// Whole sentences first: "Username is required" is the users' own, not any field's `required`.
const known = [
  ...phrases('problems:known.', problems.known),
  phrase('problems:required', problems.required),
  phrase('problems:tooLong', problems.tooLong),
  phrase('problems:colour', problems.colour),
];

/** A captured part of a refusal in the admin's language: a field's label, a role, what it cannot do. */
function captured(name: string, english: string): string {
  if (name === 'label') return fieldLabel(english);
  if (name === 'role' && (roles as readonly string[]).includes(english))
    return i18next.t(`common:roles.${english as Role}`);
  if (name === 'operation') {
    const operation = Object.entries(operations).find(([, text]) => text === english)?.[0];
    if (operation) return i18next.t(`problems:operations.${operation as Operation}`);
  }
  return english;
}

/**
 * A refusal (the contract's or zod's English, from the form's own check or the server) in the
 * admin's language: a rule it knows is said in Portuguese, with the field's Portuguese label; a
 * "field: problem" is said part by part. English and the default language keep the text as is,
 * and a text it does not know stays as sent.
 */
export function problemText(text: string): string {
  if (currentLanguage() !== 'pt-BR') return text;
  // "field: problem" first, so that the field's name is not read as part of a label.
  const prefixed = /^([^:]{1,60}): (.+)$/.exec(text);
  if (prefixed?.[1] && prefixed[2]) {
    const rest = problemText(prefixed[2]);
    if (rest !== prefixed[2]) return `${fieldLabel(prefixed[1])}: ${rest}`;
  }
  return sayPhrase(text, known, captured) ?? text;
}

/**
 * What a screen says when `error` kept it from loading or saving: the server's refusal of the
 * signed-in role when it was one (in the admin's language), else the screen's own `fallback`.
 */
export function refusalOr(error: unknown, fallback: string): string {
  return problemText(forbiddenText(error) ?? fallback);
}
