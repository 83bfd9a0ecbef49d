import { useCallback, useEffect, useRef, useState } from 'react';

export interface Flash {
  text: string;
  /** Spec §4: a message is styled as an error when its text contains "error". */
  isError: boolean;
}

export const isErrorText = (text: string) => /error|failed/i.test(text);

/**
 * A success/error message for the top of a screen. Successes clear after `clearAfterMs`
 * (3 s by default, spec §9); errors stay until replaced.
 */
export function useFlash(clearAfterMs = 3000) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (text: string, options: { isError?: boolean; clearAfterMs?: number } = {}) => {
      clearTimeout(timer.current);
      const isError = options.isError ?? isErrorText(text);
      setFlash({ text, isError });
      if (!isError) timer.current = setTimeout(() => setFlash(null), options.clearAfterMs ?? clearAfterMs);
    },
    [clearAfterMs],
  );
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setFlash(null);
  }, []);
  return { flash, show, clear };
}
