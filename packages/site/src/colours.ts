/** The relative luminance of an sRGB colour `#rgb`, `#rrggbb` or `#rrggbbaa` (WCAG 2.1). */
function luminance(hex: string): number | undefined {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const c = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Black or white, whichever reads better on a background the admin chose (a button's colour), so
 * a light amber button gets dark text and a navy one white: the text stays readable (WCAG
 * contrast) whatever colour is picked.
 */
export function textOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  if (l === undefined) return '#ffffff';
  return contrast(l, 0) >= contrast(l, 1) ? '#000000' : '#ffffff';
}

/**
 * A colour the admin chose for text on the page's background, kept when it reads (contrast at
 * least 4.5:1 against `background`), else undefined (the theme's own text colour is used).
 */
export function readableText(colour: string, background: string): string | undefined {
  const fg = luminance(colour);
  const bg = luminance(background);
  if (fg === undefined || bg === undefined) return undefined;
  return contrast(fg, bg) >= 4.5 ? colour : undefined;
}
