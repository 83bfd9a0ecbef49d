import { type Admin, Role, sessionStorageKeys } from '@land-office/contract';
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
    const admin = upgraded(JSON.parse(user));
    return admin && { token, admin };
  } catch {
    return null;
  }
}

/**
 * The stored user as an `Admin`. One stored before there were roles was the only administrator:
 * it reads as the owner, named by its username, until `/auth/me` answers with the real ones.
 */
function upgraded(stored: unknown): Admin | null {
  if (!stored || typeof stored !== 'object') return null;
  const admin = stored as Partial<Admin> & Pick<Admin, 'id' | 'username' | 'email'>;
  if (typeof admin.username !== 'string') return null;
  return {
    ...admin,
    role: Role.safeParse(admin.role).data ?? 'owner',
    display_name: typeof admin.display_name === 'string' ? admin.display_name : admin.username,
  };
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
