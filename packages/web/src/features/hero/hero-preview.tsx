import type { Hero } from '@land-office/contract';
import { useTranslation } from 'react-i18next';

export type HeroLook = Pick<
  Hero,
  'title' | 'title_color' | 'description' | 'button_text' | 'button_url' | 'button_color' | 'open_new_tab'
>;

/** Dark text on a light button, white on a dark one. */
function textOn(background: string): string {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255);
  if ([r, g, b].some((c) => c === undefined || Number.isNaN(c))) return '#111827';
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) > 0.55 ? '#111827' : '#ffffff';
}

/** The hero as the public site shows it: title in its colour, description, one button. */
export function HeroPreview({ hero }: { hero: HeroLook }) {
  const { t } = useTranslation('hero');
  return (
    <section
      aria-label={t('preview.label')}
      className="rounded-lg bg-gradient-to-br from-sky-100 via-slate-200 to-slate-400 px-6 py-14 text-center"
    >
      <h1
        data-testid="preview-title"
        data-user-content={hero.title ? '' : undefined}
        className="text-3xl font-bold"
        style={{ color: hero.title_color }}
      >
        {hero.title || t('preview.title')}
      </h1>
      <p
        data-user-content={hero.description ? '' : undefined}
        className="mx-auto mt-3 max-w-xl whitespace-pre-line text-slate-700"
      >
        {hero.description || t('preview.description')}
      </p>
      <a
        data-testid="preview-button"
        data-user-content={hero.button_text ? '' : undefined}
        href={hero.button_url || '#'}
        target={hero.open_new_tab ? '_blank' : undefined}
        rel={hero.open_new_tab ? 'noopener noreferrer' : undefined}
        onClick={(event) => event.preventDefault()}
        className="mt-6 inline-block rounded-md px-6 py-3 font-semibold shadow"
        style={{ backgroundColor: hero.button_color, color: textOn(hero.button_color) }}
      >
        {hero.button_text || t('preview.button')}
      </a>
    </section>
  );
}
