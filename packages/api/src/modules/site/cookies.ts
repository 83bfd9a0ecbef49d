import type { Consent, Theme } from '@land-office/site';

/** The value of a cookie of the request, or undefined. */
function cookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The theme the visitor chose with the toggle, if any. */
export function themeCookie(header: string | undefined): Theme | undefined {
  const value = cookie(header, 'theme');
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** What the visitor answered to the consent banner, if anything. */
export function consentCookie(header: string | undefined): Consent | undefined {
  const value = cookie(header, 'consent');
  return value === 'accepted' || value === 'rejected' ? value : undefined;
}

const YEAR = 365 * 24 * 3600;
const HALF_YEAR = 182 * 24 * 3600;

/** The Set-Cookie of a choice: the whole site, sent with top-level visits, HTTPS-only behind HTTPS. */
export function choiceCookie(name: 'theme' | 'consent', value: string, secure: boolean) {
  const maxAge = name === 'theme' ? YEAR : HALF_YEAR;
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Where a form sends the visitor back: a path of this site, never another site (`//x`, `/\x`). */
export function backPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return '/';
  if (value.startsWith('//') || value.startsWith('/\\')) return '/';
  return /[\r\n]/.test(value) ? '/' : value;
}
