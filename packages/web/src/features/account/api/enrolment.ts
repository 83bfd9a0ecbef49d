import type { QueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { landOffice, unwrap } from '../../../lib/api';
import { session } from '../../../lib/session';

/**
 * After a second factor was added: the status again, and, when this session was opened only to
 * enrol, the user as the server now sees it (no `must_enrol_two_factor`), which opens the admin.
 */
export async function enrolled(qc: QueryClient) {
  await qc.invalidateQueries({ queryKey: accountKeys.twoFactor });
  const current = session.get();
  if (!current?.admin.must_enrol_two_factor) return;
  try {
    const { admin } = await unwrap(landOffice.GET('/api/admin/auth/me'));
    qc.setQueryData(accountKeys.me, { admin });
    const now = session.get();
    if (now) session.set({ ...now, admin });
  } catch {
    // The factor is added all the same; the shell asks again on the next load.
  }
}
