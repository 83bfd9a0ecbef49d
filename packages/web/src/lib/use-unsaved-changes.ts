import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const unsavedChangesMessage = 'You have unsaved changes. Leave without saving?';

/**
 * While `dirty`, leaving the screen asks first: in-app navigation through the router's blocker,
 * reload and tab close through the browser's own beforeunload prompt. Call the returned
 * `allowLeaving()` just before navigating away after a successful save.
 */
export function useUnsavedChanges(dirty: boolean, message = unsavedChangesMessage) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(message)) blocker.proceed();
    else blocker.reset();
  }, [blocker, message]);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return {
    allowLeaving: useCallback(() => {
      allowed.current = true;
    }, []),
  };
}
