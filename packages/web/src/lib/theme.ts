import { useSyncExternalStore } from 'react';

/** The admin's colour scheme: always light, always dark, or as the system says. */
export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const storageKey = 'land-office:theme';
const listeners = new Set<() => void>();

const systemQuery = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-color-scheme: dark)') : undefined;

function stored(): Theme {
  try {
    const value = localStorage.getItem(storageKey);
    return themes.includes(value as Theme) ? (value as Theme) : 'system';
  } catch {
    return 'system';
  }
}

let current: Theme = stored();

/** Puts the scheme on the page: the `dark` class the palette in index.css follows, and `color-scheme`. */
function apply() {
  if (typeof document === 'undefined') return;
  const dark = current === 'dark' || (current === 'system' && Boolean(systemQuery()?.matches));
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/** Applies the remembered scheme, and follows the system's while the choice is "system". */
export function startTheme() {
  apply();
  systemQuery()?.addEventListener('change', apply);
}

export function setTheme(theme: Theme) {
  current = theme;
  try {
    localStorage.setItem(storageKey, theme);
  } catch {
    // Not remembered; applied for this visit.
  }
  apply();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTheme = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
