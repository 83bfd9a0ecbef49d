import { use } from 'react';

type FontAwesome = typeof import('./font-awesome');

let loading: Promise<FontAwesome | null> | undefined;

/**
 * The Font Awesome chunk, fetched once on first use; null if it cannot be fetched (then icons
 * show by name, and the next render tries again).
 */
export function loadIcons(): Promise<FontAwesome | null> {
  loading ??= import('./font-awesome').catch(() => {
    loading = undefined;
    return null;
  });
  return loading;
}

/** For components inside a <Suspense>: suspends until the icon set is here. */
export const useIcons = () => use(loadIcons());
