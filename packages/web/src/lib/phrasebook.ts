import { i18next } from '../i18n';
import { types as englishTypes } from '../i18n/en/types';
import { typeTexts } from './type-texts';

export interface Phrase {
  /** The catalogue key that says it in the admin's language. */
  key: string;
  pattern: RegExp;
  names: string[];
}

/**
 * A sentence the server writes in English, as a pattern read off its English catalogue text:
 * each `{{placeholder}}` captures, the rest must match exactly.
 */
export function phrase(key: string, english: string): Phrase {
  const names: string[] = [];
  const source = english
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`), names };
}

/** The phrases of a group of English texts, keyed `<namespace>:<prefix><name>`. */
export const phrases = (prefix: string, texts: Record<string, string>) =>
  Object.entries(texts).map(([name, text]) => phrase(`${prefix}${name}`, text));

/**
 * `text` in the admin's language when one of `phrases` matches it (its captures given to the
 * translation, each through `value`), or undefined.
 */
export function sayPhrase(
  text: string,
  known: readonly Phrase[],
  value: (name: string, captured: string) => string = (_, captured) => captured,
): string | undefined {
  for (const { key, pattern, names } of known) {
    const match = pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, index) => [name, value(name, match[index + 1] ?? '')]),
    );
    return i18next.t(key as never, values) as string;
  }
  return undefined;
}

/** A field's English label or column name (`order_pos`, "Title") → its label in the admin's language. */
export function fieldLabel(english: string): string {
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
