import { currentLanguage } from '../i18n';
import { problems } from '../i18n/en/problems';
import { fieldLabel, phrase, phrases, sayPhrase } from './phrasebook';

const known = [
  phrase('problems:required', problems.required),
  phrase('problems:tooLong', problems.tooLong),
  phrase('problems:colour', problems.colour),
  ...phrases('problems:known.', problems.known),
];

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
  return (
    sayPhrase(text, known, (name, captured) => (name === 'label' ? fieldLabel(captured) : captured)) ?? text
  );
}
