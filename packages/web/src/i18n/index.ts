import i18next, { type BackendModule } from 'i18next';
import { useSyncExternalStore } from 'react';
import { initReactI18next } from 'react-i18next';
import { common } from './en/common';
import { types } from './en/types';

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

// Each namespace file, loaded when a screen first asks for it; only the shell's English is in
// the first load (the admin entry stays under its 160 KB budget).
const files = import.meta.glob<Record<string, object>>(['./en/*.ts', './pt-BR/*.ts', '!./*/index.ts']);
const fileName = (namespace: string) => namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const load = async (code: string, namespace: string) =>
  ((await files[`./${code}/${fileName(namespace)}.ts`]?.())?.[namespace] ?? {}) as object;

/** A namespace in a language; the default is English but for what the spec writes in Portuguese. */
export async function readNamespace(code: string, namespace: string): Promise<object> {
  if (code !== codes.default) return load(code, namespace);
  if (namespace === 'dashboard') return load('pt-BR', 'dashboard');
  if (namespace === 'blog')
    return { uploadError: ((await load('pt-BR', 'blog')) as { uploadError: string }).uploadError };
  return {};
}

const lazyNamespaces: BackendModule = {
  type: 'backend',
  init() {},
  read(code, namespace, done) {
    readNamespace(code, namespace).then(
      (texts) => done(null, texts),
      (error: Error) => done(error, false),
    );
  },
};

void i18next
  .use(lazyNamespaces)
  .use(initReactI18next)
  .init({
    // The default's shell is the English one. Bundled under its own code too, so that i18next
    // resolves the default as itself (not as English) and waits for its own namespaces: else a
    // screen whose English arrived first would show in English and stay so. Refusals (`problems`)
    // are loaded, not bundled: in English the admin shows the server's own text.
    resources: { en: { common, types }, [codes.default]: { common, types } },
    partialBundledLanguages: true,
    lng: codes[stored()],
    fallbackLng: 'en',
    // pt-BR is complete on its own: no `pt` to look for.
    load: 'currentOnly',
    defaultNS: 'common',
    ns: ['common', 'types', 'problems'],
    initAsync: false,
    // React escapes what it renders; the catalogue holds plain text.
    interpolation: { escapeValue: false },
    returnNull: false,
    // A namespace that arrives after a screen was drawn draws it again, in its language.
    react: { bindI18nStore: 'added' },
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

/** Every namespace in every language, loaded at once (the tests' screens never wait for one). */
export async function loadEveryNamespace() {
  const namespaces = Object.keys(files)
    .filter((file) => file.startsWith('./en/'))
    .map((file) =>
      file
        .slice('./en/'.length, -'.ts'.length)
        .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    );
  for (const code of Object.values(codes))
    for (const namespace of namespaces)
      i18next.addResourceBundle(code, namespace, await readNamespace(code, namespace), true, true);
}

/** The current language, re-rendering on a switch. */
export const useLanguage = () => useSyncExternalStore(subscribe, currentLanguage, currentLanguage);

export { i18next };
