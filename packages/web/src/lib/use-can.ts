import { can, type Operation, type Role } from '@land-office/contract';
import { useSession } from './session';

/**
 * What the signed-in role may do, by the contract's one permission table. The server enforces
 * it; the admin only hides what the role cannot use. Without a session (a public page) it is the
 * owner's, as nothing there is guarded.
 */
export function useCan(): { role: Role; can: (operation: Operation) => boolean } {
  const role = useSession()?.admin.role ?? 'owner';
  return { role, can: (operation) => can(role, operation) };
}
