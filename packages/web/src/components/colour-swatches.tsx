import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The swatches a person names by a word rather than by their hex value. */
const swatchNames = { '#ffffff': 'colour.white', '#000000': 'colour.black' } as const;
type Named = keyof typeof swatchNames;

/**
 * A colour picked from swatches (radio buttons, so arrow keys move between them) or typed as a
 * hex value; the native picker offers any other colour.
 */
export function ColourSwatches({
  label,
  value,
  onChange,
  swatches,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  swatches: readonly string[];
  error?: string;
}) {
  const id = useId();
  const { t } = useTranslation();
  const current = value.toLowerCase();
  const isHex6 = /^#[0-9a-f]{6}$/.test(current);
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{label}</legend>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {swatches.map((swatch) => (
          <label key={swatch} className="cursor-pointer" title={swatch}>
            <input
              type="radio"
              name={id}
              value={swatch}
              checked={current === swatch}
              onChange={() => onChange(swatch)}
              className="peer sr-only"
              aria-label={t('colour.swatch', {
                label,
                name: swatch in swatchNames ? t(swatchNames[swatch as Named]) : swatch,
              })}
            />
            <span
              className="block h-7 w-7 rounded-full border border-slate-300 peer-checked:ring-2 peer-checked:ring-slate-900 peer-checked:ring-offset-2 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-blue-600"
              style={{ backgroundColor: swatch }}
            />
          </label>
        ))}
        <input
          type="color"
          aria-label={t('colour.custom', { label })}
          value={isHex6 ? current : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-10 cursor-pointer rounded border border-slate-300 bg-white"
        />
        <input
          type="text"
          aria-label={t('colour.hex', { label })}
          value={value}
          onChange={(event) => onChange(event.target.value.trim())}
          maxLength={7}
          className="w-24 rounded border border-slate-300 px-2 py-1 font-mono text-sm"
        />
      </div>
      {error && <span className="mt-1 block text-sm text-red-600">{error}</span>}
    </fieldset>
  );
}
