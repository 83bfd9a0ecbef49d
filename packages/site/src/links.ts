/** An absolute URL of a site path under the public site's address, or the path when it is unknown. */
export function absolute(siteUrl: string | undefined, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!siteUrl) return pathOrUrl;
  return new URL(`${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`).href;
}

/** Whether a link leaves the site (http(s) to another host, or marked external by the admin). */
export const isExternal = (url: string, markedExternal?: boolean) =>
  markedExternal === true || /^https?:\/\//i.test(url);

/** Only http(s) and site-relative links are followed; anything else (javascript:, data:) becomes '#'. */
export function safeHref(url: string): string {
  const trimmed = url.trim();
  if (/^https?:\/\//i.test(trimmed) || /^mailto:/i.test(trimmed)) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? '#' : `/${trimmed}`;
}

/** A date as the site's language writes it (2 March 2026 / 2 de março de 2026), in the site's zone. */
export const longDate = (iso: string, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(new Date(iso));
