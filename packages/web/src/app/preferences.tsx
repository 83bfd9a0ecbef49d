import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languages, setLanguage, useLanguage } from '../i18n';
import { setTheme, type Theme, themes, useTheme } from '../lib/theme';

// Each language is named in itself, whatever the admin's language is.
const ownNames: Record<Exclude<Language, 'default'>, string> = { en: 'English', 'pt-BR': 'Português' };

/** A compact labelled select of the header (the label for screen readers; the value says enough). */
function HeaderSelect<V extends string>(props: {
  label: string;
  value: V;
  options: readonly { value: V; text: string; lang?: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as V)}
        className="min-h-11 rounded border border-slate-300 bg-white px-2 text-sm text-slate-800 sm:min-h-9"
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.text}
          </option>
        ))}
      </select>
    </>
  );
}

/** The header's language menu and colour-scheme toggle; both choices are remembered. */
export function Preferences() {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <HeaderSelect
        label={t('language.label')}
        value={useLanguage()}
        onChange={setLanguage}
        options={languages.map((code) =>
          code === 'default'
            ? { value: code, text: t('language.default') }
            : { value: code, text: ownNames[code], lang: code },
        )}
      />
      <HeaderSelect
        label={t('theme.label')}
        value={useTheme()}
        onChange={(theme: Theme) => setTheme(theme)}
        options={themes.map((name) => ({ value: name, text: t(`theme.${name}`) }))}
      />
    </div>
  );
}
