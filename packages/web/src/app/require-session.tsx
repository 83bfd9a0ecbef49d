import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session';

/** Screens behind sign-in: without a session, go to /admin/login (and come back after). */
export function RequireSession({ children }: { children: ReactNode }) {
  const current = useSession();
  const location = useLocation();
  if (!current) return <Navigate to="/admin/login" replace state={{ from: location.pathname }} />;
  return children;
}
