import { currentLanguage, i18next } from '../i18n';
import { problems } from '../i18n/en/problems';
import { types as englishTypes } from '../i18n/en/types';
import { typeTexts } from './type-texts';

type Template = { key: string; pattern: RegExp; names: string[] };

/** A catalogue text as a pattern: its placeholders capture, the rest must match exactly. */
const template = (key: string, text: string): Template => {
  const names: string[] = [];
  const source = text
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
};

const templates: Template[] = [
  template('problems:required', problems.required),
  template('problems:tooLong', problems.tooLong),
  template('problems:colour', problems.colour),
  ...Object.entries(problems.known).map(([name, text]) => template(`problems:known.${name}`, text)),
];

/** A field's English label (or its column name) → its label in the admin's language. */
function fieldLabel(english: string): string {
  for (const [type, texts] of Object.entries(englishTypes)) {
    const own = typeTexts({ name: type }).fields;
    for (const [name, field] of Object.entries(texts.fields)) {
      const plain = field.label.replace(/\s*\(optional\)$/i, '');
      if (english === plain || english === name)
        return (own[name]?.label ?? plain).replace(/\s*\((optional|opcional)\)$/i, '');
    }
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
  for (const { key, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [
        name,
        name === 'label' ? fieldLabel(match[index + 1] ?? '') : match[index + 1],
      ]),
    );
    return i18next.t(key as never, values) as string;
  }
  return text;
}
