import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Language, languages, setLanguage, useLanguage } from '../i18n';
import { setTheme, type Theme, themes, useTheme } from '../lib/theme';

// Each language is named in itself, whatever the admin's language is.
const ownNames: Record<Exclude<Language, 'default'>, string> = { en: 'English', 'pt-BR': 'Português' };

/**
 * A labelled select: compact in the header (the label for screen readers; the value says
 * enough), or in a form with its label shown above it.
 */
function PreferenceSelect<V extends string>(props: {
  label: string;
  labelShown: boolean;
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
      <>
        {label}
        {select}
      </>
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
        label={t('theme.label')}
        value={useTheme()}
        onChange={(theme: Theme) => setTheme(theme)}
        options={themes.map((name) => ({ value: name, text: t(`theme.${name}`) }))}
      />
    </div>
  );
}
