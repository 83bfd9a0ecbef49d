import type { TFunction } from 'i18next';

/** What a person calls an event type ("New listing"), a test event or a scraper run's batch. */
export function eventLabel(t: TFunction<'webhooks'>, type: string, count = 1): string {
  const key = type.replaceAll('.', '_') as 'listing_new';
  return t(`events.${key}`, { count, defaultValue: type });
}
