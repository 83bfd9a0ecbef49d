import { currentLocale, i18next } from '../i18n';

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const formats = new Map<string, Intl.RelativeTimeFormat>();
const relative = () => {
  const tag = currentLocale();
  let format = formats.get(tag);
  if (!format) {
    format = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
    formats.set(tag, format);
  }
  return format;
};

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago" for a past ISO time, in the admin's language. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  if (Number.isNaN(seconds)) return i18next.t('common:time.unknown');
  if (Math.abs(seconds) < 60) return i18next.t('common:time.justNow');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative().format(Math.trunc(seconds / size), unit);
  }
  return i18next.t('common:time.justNow');
}
