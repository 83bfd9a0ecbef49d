import { contentTypeNamed } from '@land-office/contract';
import { i18next } from '../../i18n';
import { typeTexts } from '../../lib/type-texts';

/**
 * What one record of `resource` is called, in the admin's language: a content type by its
 * declaration's texts ("Hero section"), others by the trash's own (a support team member), an
 * unknown one by its name.
 */
export function typeLabel(resource: string): string {
  if (contentTypeNamed(resource)) return typeTexts({ name: resource }).one;
  const own = `trash:resources.${resource}`;
  return i18next.exists(own) ? i18next.t(own as never) : resource;
}
