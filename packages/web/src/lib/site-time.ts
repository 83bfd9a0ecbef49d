import { TZDate } from '@date-fns/tz';
import { currentLocale } from '../i18n';

export { useSiteTimeZone, useSiteUrl } from './site-info';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` input's value (`2026-12-04T18:00`), read on the zone's clock. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const at = new TZDate(iso, timeZone);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A `datetime-local` value read on the zone's clock, as the instant it names (ISO UTC); '' is
 * none. A wall time the zone skips (a daylight-saving gap) is moved forward by the gap.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const parts = value.match(/^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d)(?::(\d\d))?$/);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts
    .slice(1)
    .map((part) => Number(part ?? 0)) as number[];
  const at = new TZDate(
    year as number,
    (month as number) - 1,
    day as number,
    hour as number,
    minute as number,
    second ?? 0,
    timeZone,
  );
  return new Date(at.getTime()).toISOString();
}

/** An instant for people, on the zone's clock, in the admin's language: "4 Dec 2026, 18:00". */
export function formatInZone(iso: string, timeZone: string, style: 'datetime' | 'date' = 'datetime'): string {
  return new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    ...(style === 'datetime' ? { timeStyle: 'short' } : {}),
    timeZone,
  }).format(new Date(iso));
}
