import type { Role, UserLink } from '@land-office/contract';
import type { App } from '../app.js';
import type { TestContext } from './app.js';

/** A password the policy accepts. */
export const STRONG_PASSWORD = 'violet-harbour-engine-47';

const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

/** Signs in over `app` and returns the `authorization` header value. */
export async function signInAs(app: App, username: string, password = STRONG_PASSWORD, ip = '10.9.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: ip,
    payload: { username, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username}: ${res.statusCode} ${res.body}`);
  return `Bearer ${res.json().token as string}`;
}

/** Invites a user as the test owner, accepts the invitation with STRONG_PASSWORD, and signs them in. */
export async function addUser(t: TestContext, username: string, role: Role) {
  const invited = await t.admin('POST', '/api/admin/users', {
    username,
    role,
    email: `${username}@example.com`,
  });
  if (invited.statusCode !== 200)
    throw new Error(`invite ${username}: ${invited.statusCode} ${invited.body}`);
  const { user, link } = invited.json() as UserLink;
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/admin/auth/accept-invite',
    payload: { token: tokenOf(link), password: STRONG_PASSWORD },
  });
  if (accepted.statusCode !== 200)
    throw new Error(`accept ${username}: ${accepted.statusCode} ${accepted.body}`);
  return { id: user.id, auth: await signInAs(t.app, username) };
}

export { tokenOf };
