import { lazy, Suspense, useEffect, useState } from 'react';
import { askLeavingWith } from '../lib/use-unsaved-changes';

// The dialog's code comes with the first question, not with the admin's first load.
const LeaveQuestion = lazy(() => import('./leave-question'));

interface Asked {
  text: string;
  answer: (leave: boolean) => void;
}

/**
 * Asks "You have unsaved changes. Leave without saving?" in the admin's alert dialog, in its
 * language, when a screen with unsaved changes is left inside the admin. Reload and tab close
 * still get the browser's own prompt, which no page can replace.
 */
export function LeaveDialog() {
  const [asked, setAsked] = useState<Asked | null>(null);
  useEffect(() => {
    askLeavingWith((text) => new Promise<boolean>((answer) => setAsked({ text, answer })));
    return () => askLeavingWith(null);
  }, []);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <LeaveQuestion {...asked} onDone={() => setAsked(null)} />
    </Suspense>
  );
}
