import type { ScrapeProgress } from '@land-office/contract';

export const idleProgress: ScrapeProgress = {
  phase: 'idle',
  source: null,
  pagesVisited: 0,
  itemsFound: 0,
  startedAt: null,
  error: null,
};

/**
 * The state of the current (or last) run, and whoever listens to its changes (the SSE streams).
 * `onUpdate` hears this instance's own changes (to tell the other instances); `receive` takes a
 * change another instance made, so a stream shows a run wherever it runs.
 */
export function progressChannel(onUpdate: (progress: ScrapeProgress) => void = () => {}) {
  let current = idleProgress;
  const listeners = new Set<(progress: ScrapeProgress) => void>();
  const set = (next: ScrapeProgress) => {
    current = next;
    for (const listener of listeners) listener(current);
  };
  return {
    get: () => current,
    update(change: Partial<ScrapeProgress>) {
      set({ ...current, ...change });
      onUpdate(current);
    },
    receive: set,
    subscribe(listener: (progress: ScrapeProgress) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ProgressChannel = ReturnType<typeof progressChannel>;
