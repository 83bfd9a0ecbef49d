import type { ScrapeProgress } from '@land-office/contract';

export const idleProgress: ScrapeProgress = {
  phase: 'idle',
  source: null,
  pagesVisited: 0,
  itemsFound: 0,
  startedAt: null,
  error: null,
};

/** The state of the current (or last) run, and whoever listens to its changes (the SSE streams). */
export function progressChannel() {
  let current = idleProgress;
  const listeners = new Set<(progress: ScrapeProgress) => void>();
  return {
    get: () => current,
    update(change: Partial<ScrapeProgress>) {
      current = { ...current, ...change };
      for (const listener of listeners) listener(current);
    },
    subscribe(listener: (progress: ScrapeProgress) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ProgressChannel = ReturnType<typeof progressChannel>;
