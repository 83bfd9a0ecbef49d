import type { ContentType } from '@land-office/contract';

/** What a content type's screens are called by: its names and the spec's texts. */
export type NamedType = Pick<ContentType, 'name' | 'adminPath' | 'label' | 'messages'> &
  Partial<Pick<ContentType, 'ordered'>>;

/** What a content list says. Spec texts where the spec quotes them, derived from the names otherwise. */
export interface ContentListTexts {
  /** Shown with a create link when there is nothing yet, e.g. "No services yet." */
  empty: string;
  /** Under it: what to do, e.g. "Add the first service: it shows on the public site while active." */
  emptyHint?: string;
  /** The create link, e.g. "Add Service". */
  create: string;
  loadError: string;
  updateError: string;
  deleteError: string;
  reorderError: string;
  /** The spec's delete question, e.g. "Are you sure you want to delete this service?" */
  deleteConfirm: string;
  /** Success messages (cleared after 3 s); left out, a success shows nothing. */
  deleted?: string;
  activated?: string;
  deactivated?: string;
  reordered?: string;
}

// An acronym keeps its case in a sentence ("FAQ entries"); a word does not ("Menu items").
const lower = (text: string) =>
  /^[A-Z]{2,}\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(upper).join(' ');
/** The type's short name in a sentence: "menu" of "Menu item", "FAQ" of "FAQ entry". */
const shortName = (type: NamedType) => type.label.one.split(' ')[0] ?? type.name;

/** The list texts of a type, from its names: "No menu items yet.", "Add Menu Item"… */
export function contentListTexts(type: NamedType): ContentListTexts {
  const { one, many } = type.label;
  return {
    empty: `No ${lower(many)} yet.`,
    emptyHint: `Add the first ${lower(one)}: it shows on the public site ${type.ordered === false ? 'once it is published' : 'while it is active'}.`,
    create: `Add ${titleCase(one)}`,
    loadError: `Error loading ${lower(many)}`,
    updateError: `Error updating ${lower(one)}`,
    deleteError: `Error deleting ${lower(one)}`,
    reorderError: `Error saving the ${lower(shortName(type))} order`,
    deleteConfirm: type.messages.deleteConfirm,
    deleted: `${upper(one)} deleted successfully!`,
    reordered: `${upper(shortName(type))} order saved successfully!`,
  };
}

/** The form texts of a type: "New Menu Item", "Edit Menu Item", "Save Menu Item". */
export function contentFormTexts(type: NamedType) {
  const one = titleCase(type.label.one);
  return { create: `New ${one}`, edit: `Edit ${one}`, save: `Save ${one}` };
}

/** What /new and /edit/:id say when the record cannot be shown, and the way back. */
export function recordPageTexts(type: NamedType) {
  return {
    notFound: type.messages.notFound,
    loadError: type.messages.loadError,
    listPath: type.adminPath,
    listLabel: `Back to the ${lower(type.label.many)}`,
  };
}

/** What a person calls each field of a type, as its form labels it, without "(optional)". */
export function fieldLabels(type: Pick<ContentType, 'fields'>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(type.fields).map(([name, field]) => [
      name,
      field.ui.label.replace(/\s*\(optional\)$/i, ''),
    ]),
  );
}
