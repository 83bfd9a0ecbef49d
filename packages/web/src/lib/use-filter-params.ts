import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters kept in its address (`?q=…&type=…`), so a reload or a shared link shows the
 * same list: `set(name, '')` removes one. Changing one replaces the history entry.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (name: string, value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { params, set };
}
