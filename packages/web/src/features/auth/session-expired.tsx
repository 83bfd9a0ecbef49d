import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { reauth } from '../../lib/reauth';

// The sign-in dialog's code comes when a session first ends over unsaved work.
const SessionExpiredDialog = lazy(() =>
  import('./session-expired-dialog').then((module) => ({ default: module.SessionExpiredDialog })),
);

/** `SessionExpiredDialog`, loaded the first time it has to open, then kept. */
export function SessionExpired() {
  const open = useSyncExternalStore(reauth.subscribe, reauth.pending, reauth.pending);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiredDialog />
    </Suspense>
  );
}
