import { SessionsList } from './sessions-list';

export { describeBrowser } from './sessions-list';

/** /admin/sessions: the signed-in user's sessions, on a screen of their own. */
export default function SessionsPage() {
  return <SessionsList />;
}
