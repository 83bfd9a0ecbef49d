import type { SiteSettings } from '@land-office/contract';

const TRACKER_HOSTS = {
  google: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  facebook: { script: ['https://connect.facebook.net'], connect: ['https://www.facebook.com'] },
} as const;

/**
 * The Content-Security-Policy of the site's pages: scripts from this origin only, and the
 * measurement services' hosts only when the site settings name them (they still load only after
 * a visitor accepts them). Images may come from anywhere over http(s), as the content's do; videos
 * embedded in rich text from YouTube and Vimeo.
 */
export function sitePolicy(site: Pick<SiteSettings, 'google_analytics' | 'facebook_pixel'>): string {
  const trackers = [
    ...(site.google_analytics ? [TRACKER_HOSTS.google] : []),
    ...(site.facebook_pixel ? [TRACKER_HOSTS.facebook] : []),
  ];
  const hosts = (kind: 'script' | 'connect') => trackers.flatMap((tracker) => tracker[kind]);
  const img = site.facebook_pixel ? ' https://www.facebook.com' : '';
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...hosts('script')].join(' ')}`,
    `connect-src ${["'self'", ...hosts('connect')].join(' ')}`,
    `img-src 'self' data: https: http:${img}`,
    "style-src 'self' 'unsafe-inline'",
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
