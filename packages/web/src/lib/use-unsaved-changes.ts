import i18next from 'i18next';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/** The question in English; the admin asks it in its language (`common:unsavedChanges`). */
export const unsavedChangesMessage = 'You have unsaved changes. Leave without saving?';

/**
 * The forms on screen that hold unsaved changes. A router consults only the blocker registered
 * last, and a screen can show two forms at once (tabs keep their panels mounted), so every
 * blocker asks about all of them, not only its own.
 */
const dirtyForms = new Set<object>();

/** Whether any form on screen holds changes not saved yet. */
export const hasUnsavedWork = () => dirtyForms.size > 0;

type Asker = (question: string) => Promise<boolean>;
let asker: Asker | null = null;

/**
 * The admin's own dialog asks the question once it is mounted (`LeaveDialog`, in the layout);
 * a form rendered without it (alone, in a test) asks through the browser's `confirm()`.
 */
export function askLeavingWith(next: Asker | null) {
  asker = next;
}

/**
 * While `dirty`, leaving the screen asks first: in-app navigation through the router's blocker,
 * reload and tab close through the browser's own beforeunload prompt. Call the returned
 * `allowLeaving()` just before navigating away after a successful save.
 */
export function useUnsavedChanges(dirty: boolean, message?: string) {
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
  const latest = useRef({ blocker, message });
  latest.current = { blocker, message };
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const question = latest.current.message ?? i18next.t('common:unsavedChanges');
    void (asker ? asker(question) : Promise.resolve(window.confirm(question))).then((leave) => {
      const { blocker: current } = latest.current;
      if (current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
  }, [blocker.state]);
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

/**
 * A screen of several forms (Header, Account): each reports under its name whether it holds
 * unsaved work, and leaving the screen asks while any does. Returns the reporting function.
 */
export function useUnsavedParts() {
  const [dirtyParts, setDirtyParts] = useState<ReadonlySet<string>>(new Set());
  const onDirty = useCallback((part: string, dirty: boolean) => {
    setDirtyParts((parts) => {
      if (parts.has(part) === dirty) return parts;
      const next = new Set(parts);
      if (dirty) next.add(part);
      else next.delete(part);
      return next;
    });
  }, []);
  useUnsavedChanges(dirtyParts.size > 0);
  return onDirty;
}
