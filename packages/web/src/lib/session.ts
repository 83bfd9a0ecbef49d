import { type Admin, sessionStorageKeys } from '@land-office/contract';
import { useSyncExternalStore } from 'react';

export interface Session {
  token: string;
  admin: Admin;
}

const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const token = localStorage.getItem(sessionStorageKeys.token);
    const user = localStorage.getItem(sessionStorageKeys.user);
    if (!token || !user) return null;
    return { token, admin: JSON.parse(user) as Admin };
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

/** The signed-in admin, kept in localStorage under admin_token / admin_user (spec §3). */
export const session = {
  get: () => current,
  set(next: Session) {
    localStorage.setItem(sessionStorageKeys.token, next.token);
    localStorage.setItem(sessionStorageKeys.user, JSON.stringify(next.admin));
    current = next;
    emit();
  },
  clear() {
    localStorage.removeItem(sessionStorageKeys.token);
    localStorage.removeItem(sessionStorageKeys.user);
    if (current === null) return;
    current = null;
    emit();
  },
  /** Re-reads storage, e.g. after another tab signed in or out. */
  reload() {
    current = read();
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === sessionStorageKeys.token || event.key === sessionStorageKeys.user) session.reload();
  });
}

export function useSession() {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
