import { AccountPage } from '../../features/account/account-page';
import { SessionsList } from '../../features/auth/sessions-list';
import { Preferences } from '../preferences';

/** /admin/account: the account page, with the header's preferences and the Sessions screen's list in it. */
export default function AccountScreen() {
  return <AccountPage preferences={<Preferences inForm />} sessions={<SessionsList />} />;
}
