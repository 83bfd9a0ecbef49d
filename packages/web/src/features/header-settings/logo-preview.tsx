import { LOGO_SIZE, logoSize } from '@land-office/contract';
// The public website draws the same logos while the header settings name none.
import defaultDark from '@land-office/site/assets/default-logo-dark.svg';
import defaultLight from '@land-office/site/assets/default-logo-light.svg';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Theme = 'light' | 'dark';
export const defaultLogo: Record<Theme, string> = { light: defaultLight, dark: defaultDark };

/** The size the header draws: a number within 16–200, else 32 (spec §5). */
export function shownLogoSize(value: unknown): number {
  const n = logoSize(value);
  return n >= LOGO_SIZE.min && n <= LOGO_SIZE.max ? n : LOGO_SIZE.fallback;
}

interface LogoPreviewProps {
  theme: Theme;
  src: string;
  alt: string;
  width: unknown;
  height: unknown;
  siteName: string;
  showSiteName: boolean;
}

/** The header as the public site draws it on one background; a missing or broken logo shows the default. */
export function LogoPreview({ theme, src, alt, width, height, siteName, showSiteName }: LogoPreviewProps) {
  const { t } = useTranslation('header');
  const [broken, setBroken] = useState<string | null>(null);
  const shown = src && src !== broken ? src : defaultLogo[theme];
  const label = t(`logo.preview.${theme}`);
  return (
    <figure
      aria-label={label}
      className={`flex min-h-16 items-center gap-3 rounded border px-4 py-3 ${
        theme === 'light'
          ? 'border-slate-200 bg-white text-slate-900'
          : 'border-slate-700 bg-slate-900 text-white'
      }`}
    >
      <img
        src={shown}
        alt={alt}
        // The alt text and the site name are what the admin typed.
        data-user-content
        width={shownLogoSize(width)}
        height={shownLogoSize(height)}
        style={{ width: shownLogoSize(width), height: shownLogoSize(height) }}
        className="object-contain"
        onError={() => {
          if (shown !== defaultLogo[theme]) setBroken(shown);
        }}
      />
      {showSiteName && (
        <span className="text-lg font-semibold" data-user-content>
          {siteName}
        </span>
      )}
    </figure>
  );
}
