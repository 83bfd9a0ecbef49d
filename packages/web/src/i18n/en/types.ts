import { contentTypes, type FieldUi } from '@land-office/contract';
import { contentFormTexts, contentListTexts, type NamedType, recordPageTexts } from '../../lib/content-texts';

type Declared = (typeof contentTypes)[number];
export type ContentTypeName = Declared['name'];

/** What a field is called, its line of help and its offered values' names. */
export interface FieldTexts {
  label: string;
  help?: string;
  options?: Record<string, string>;
}

/** Every text of one content type's screens. */
export interface TypeTexts {
  nav: string;
  one: string;
  many: string;
  /** How the token form names its scopes (its declaration's `scope.label`). */
  scope: string;
  list: ReturnType<typeof contentListTexts>;
  form: ReturnType<typeof contentFormTexts>;
  page: Omit<ReturnType<typeof recordPageTexts>, 'listPath'>;
  saveError: string;
  fields: Record<string, FieldTexts>;
}

const fieldTexts = (ui: FieldUi): FieldTexts => {
  const texts: FieldTexts = { label: ui.label };
  if (ui.help) texts.help = ui.help;
  if (ui.options)
    texts.options = Object.fromEntries(ui.options.map((option) => [option.value, option.label]));
  return texts;
};

/** The English texts of a type come from its declaration: add a type, and they exist. */
const typeTexts = (type: Declared): TypeTexts => {
  const { listPath: _, ...page } = recordPageTexts(type as NamedType);
  return {
    nav: type.nav.label,
    one: type.label.one,
    many: type.label.many,
    scope: type.scope.label,
    list: contentListTexts(type as NamedType),
    form: contentFormTexts(type as NamedType),
    page,
    saveError: type.messages.saveError,
    fields: Object.fromEntries(
      Object.entries(type.fields as Record<string, { ui: FieldUi }>).map(([name, field]) => [
        name,
        fieldTexts(field.ui),
      ]),
    ),
  };
};

export const types = Object.fromEntries(contentTypes.map((type) => [type.name, typeTexts(type)])) as Record<
  ContentTypeName,
  TypeTexts
>;
