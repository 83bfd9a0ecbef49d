import i18next from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { resources } from './catalogue';

/**
 * The admin's languages. `default` is the spec's admin as written: English screens with the
 * dashboard's labels and the image-upload error in Portuguese. `en` and `pt-BR` make every text
 * of every screen that one language.
 */
export const languages = ['default', 'en', 'pt-BR'] as const;
export type Language = (typeof languages)[number];

const storageKey = 'land-office:language';

/**
 * i18next's code for each choice. The default is English marked private-use (`en-x-spec`): its
 * plural rules are English wherever the browser is, and it falls back to English.
 */
const codes: Record<Language, string> = { default: 'en-x-spec', en: 'en', 'pt-BR': 'pt-BR' };
const languageOf = (code: string): Language =>
  (Object.keys(codes) as Language[]).find((language) => codes[language] === code) ?? 'default';

const stored = (): Language => {
  try {
    const value = localStorage.getItem(storageKey);
    return languages.includes(value as Language) ? (value as Language) : 'default';
  } catch {
    return 'default';
  }
};

/** The BCP 47 tag dates, numbers and `<html lang>` follow. */
export const localeOf = (language: Language) => (language === 'pt-BR' ? 'pt-BR' : 'en');

void i18next.use(initReactI18next).init({
  resources,
  lng: codes[stored()],
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en),
  initAsync: false,
  // React escapes what it renders; the catalogue holds plain text.
  interpolation: { escapeValue: false },
  returnNull: false,
});

// `{{label, lowercase}}`: a field's label inside a Portuguese sentence ("URL da imagem do banner").
i18next.services.formatter?.add('lowercase', (value) => String(value).toLowerCase());

const showLanguage = (language: Language) => {
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf(language);
};
showLanguage(languageOf(i18next.language));

/** The current language. */
export const currentLanguage = () => languageOf(i18next.language);
/** The current locale for `Intl` (dates, numbers, relative times). */
export const currentLocale = () => localeOf(currentLanguage());

/** Switches the whole admin to `language`, and remembers the choice in this browser. */
export function setLanguage(language: Language) {
  try {
    localStorage.setItem(storageKey, language);
  } catch {
    // A browser that keeps nothing still switches for this visit.
  }
  showLanguage(language);
  void i18next.changeLanguage(codes[language]);
}

const subscribe = (onChange: () => void) => {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
};

/** The current language, re-rendering on a switch. */
export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

export { i18next };
