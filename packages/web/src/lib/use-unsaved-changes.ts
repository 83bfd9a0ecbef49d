import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

export const unsavedChangesMessage = 'You have unsaved changes. Leave without saving?';

/**
 * The forms on screen that hold unsaved changes. A router consults only the blocker registered
 * last, and a screen can show two forms at once (tabs keep their panels mounted), so every
 * blocker asks about all of them, not only its own.
 */
const dirtyForms = new Set<object>();

/** Whether any form on screen holds changes not saved yet. */
export const hasUnsavedWork = () => dirtyForms.size > 0;

/**
 * While `dirty`, leaving the screen asks first: in-app navigation through the router's blocker,
 * reload and tab close through the browser's own beforeunload prompt. Call the returned
 * `allowLeaving()` just before navigating away after a successful save.
 */
export function useUnsavedChanges(dirty: boolean, message = unsavedChangesMessage) {
  const form = useRef({}).current;
  const allowed = useRef(false);
  useEffect(() => {
    if (dirty && !allowed.current) dirtyForms.add(form);
    else dirtyForms.delete(form);
    return () => {
      dirtyForms.delete(form);
    };
  }, [dirty, form]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyForms.size > 0 && currentLocation.pathname !== nextLocation.pathname,
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
      dirtyForms.delete(form);
    }, [form]),
  };
}
