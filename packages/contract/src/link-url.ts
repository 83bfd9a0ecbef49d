import { isHttpUrl, isSiteUrl } from './common.js';

/**
 * Spec §5 for any link with an Internal/External flag: an internal page is a site-relative URL
 * (/news), an external one a full http(s) URL; nothing else (javascript:, data:…) is a link.
 */
export function linkUrlProblem(field: string, url: string, isExternal: boolean): string | undefined {
  if (isExternal) return isHttpUrl(url) ? undefined : `${field}: an external link needs a full http(s) URL`;
  return isSiteUrl(url) && !isHttpUrl(url)
    ? undefined
    : `${field}: an internal page needs a relative URL such as /news`;
}
