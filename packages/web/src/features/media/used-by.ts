import type { MediaUser } from '@land-office/contract';
import { i18next } from '../../i18n';

/** What a resource is called in the admin's language (its log name when unknown). */
function resourceLabel(resource: string): string {
  const key = `media:resources.${resource}`;
  return i18next.exists(key) ? i18next.t(key as never) : resource;
}

/**
 * One user of an image as a person reads it: `Banner “Beach”`, `Header` for a settings document,
 * `… (in the trash)` for a deleted record.
 */
export function userText(user: MediaUser): string {
  const named =
    typeof user.id === 'string'
      ? resourceLabel(user.resource)
      : `${resourceLabel(user.resource)} “${user.title}”`;
  return user.trashed ? i18next.t('media:inTrash', { user: named }) : named;
}

/** Every user of an image, in one line. */
export const usersText = (users: readonly MediaUser[]) => users.map(userText).join(', ');
