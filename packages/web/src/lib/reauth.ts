/**
 * A session that ended while a form held unsaved work: instead of dropping the screen for the
 * sign-in page, the admin asks to sign in again over it (`SessionExpiredDialog`) and the calls
 * that were refused wait, then go again with the new token. One question for any number of them.
 */
type Settle = { resolve: () => void; reject: (reason: unknown) => void };

let waiting: Promise<void> | null = null;
let settle: Settle | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};
const reset = () => {
  waiting = null;
  settle = null;
  emit();
};

export const reauth = {
  /** Resolves once the person has signed in again (the session holds the new token). */
  request(): Promise<void> {
    if (!waiting) {
      waiting = new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      });
      emit();
    }
    return waiting;
  },
  pending: () => waiting !== null,
  /** Signed in again: the waiting calls go again. */
  done() {
    settle?.resolve();
    reset();
  },
  /** Not signing in: the waiting calls fail as ended sessions do. */
  cancel(reason: unknown) {
    settle?.reject(reason);
    reset();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
