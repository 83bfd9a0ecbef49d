import { i18next, useLanguage } from '../i18n';
import type { TypeTexts } from '../i18n/en/types';

/** Every text of a content type's screens, in the admin's language (English from its declaration). */
export function typeTexts(type: { name: string }): TypeTexts {
  return i18next.t(`types:${type.name}` as never, { returnObjects: true }) as unknown as TypeTexts;
}

/** `typeTexts`, re-rendered when the language changes. */
export function useTypeTexts(type: { name: string }): TypeTexts {
  useLanguage();
  return typeTexts(type);
}

/** What a person calls each field of a type (`order_pos` → "Order"), without "(optional)". */
export function fieldLabelsOf(texts: TypeTexts): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts.fields).map(([name, field]) => [
      name,
      field.label.replace(/\s*\((optional|opcional)\)$/i, ''),
    ]),
  );
}
