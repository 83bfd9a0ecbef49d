import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languages, setLanguage, useLanguage } from '../i18n';
import { setTheme, type Theme, themes, useTheme } from '../lib/theme';

// Each language is named in itself, whatever the admin's language is.
const ownNames: Record<Exclude<Language, 'default'>, string> = { en: 'English', 'pt-BR': 'Português' };

/** A globe: the language. */
const languageIcon = (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    className="h-4 w-4"
    aria-hidden="true"
  >
    <circle cx="10" cy="10" r="7.5" />
    <path d="M2.5 10h15M10 2.5c2.2 2.3 3.2 4.8 3.2 7.5s-1 5.2-3.2 7.5c-2.2-2.3-3.2-4.8-3.2-7.5s1-5.2 3.2-7.5Z" />
  </svg>
);

/** A circle half dark: the theme. */
const themeIcon = (
  <svg viewBox="0 0 20 20" className="h-4 w-4" aria-hidden="true">
    <circle cx="10" cy="10" r="7.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    <path d="M10 2.5a7.5 7.5 0 0 1 0 15Z" fill="currentColor" />
  </svg>
);

/**
 * A labelled select: compact in the header (an icon, with the label as the select's name for
 * screen readers and as its tooltip), or in a form with its label shown above it.
 */
function PreferenceSelect<V extends string>(props: {
  label: string;
  labelShown: boolean;
  icon: React.ReactNode;
  value: V;
  options: readonly { value: V; text: string; lang?: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  const label = (
    <label className={props.labelShown ? 'text-sm font-medium text-slate-700' : 'sr-only'} htmlFor={id}>
      {props.label}
    </label>
  );
  const select = (
    <select
      id={id}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V)}
      title={props.labelShown ? undefined : props.label}
      className="min-h-11 rounded border border-slate-300 bg-white px-2 text-sm text-slate-800 sm:min-h-9"
    >
      {props.options.map((option) => (
        <option key={option.value} value={option.value} lang={option.lang}>
          {option.text}
        </option>
      ))}
    </select>
  );
  if (!props.labelShown)
    return (
      <div className="flex items-center gap-1 text-slate-600">
        {props.icon}
        {label}
        {select}
      </div>
    );
  return (
    <div className="flex flex-col gap-1">
      {label}
      {select}
    </div>
  );
}

/**
 * The language menu and colour-scheme toggle, in the header and in /admin/account (`inForm`:
 * labels shown); both choices are remembered in this browser.
 */
export function Preferences({ inForm = false }: { inForm?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inForm ? 'grid max-w-xl gap-4 sm:grid-cols-2' : 'flex items-center gap-2'}>
      <PreferenceSelect
        labelShown={inForm}
        icon={languageIcon}
        label={t('language.label')}
        value={useLanguage()}
        onChange={setLanguage}
        options={languages.map((code) =>
          code === 'default'
            ? { value: code, text: t('language.default') }
            : { value: code, text: ownNames[code], lang: code },
        )}
      />
      <PreferenceSelect
        labelShown={inForm}
        icon={themeIcon}
        label={t('theme.label')}
        value={useTheme()}
        onChange={(theme: Theme) => setTheme(theme)}
        options={themes.map((name) => ({ value: name, text: t(`theme.${name}`) }))}
      />
    </div>
  );
}
