import { buildApi, type ServerProcess, startServer } from '../../../../scripts/server-process.mjs';
import { TEST_ADMIN, TEST_ALLOW_PRIVATE } from './app.js';

export { buildApi, type ServerProcess };

/** The built server with the test admin, on a fresh DATA_DIR unless one is given. */
export function startTestServer(
  options: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number } = {},
) {
  return startServer({
    dataDir: options.dataDir,
    timeoutMs: options.timeoutMs,
    env: {
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      ADMIN_EMAIL: TEST_ADMIN.email,
      FETCH_ALLOW_PRIVATE: TEST_ALLOW_PRIVATE,
      ...options.env,
    },
  });
}

/** Signs in over HTTP and returns the `authorization` header value. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return `Bearer ${((await res.json()) as { token: string }).token}`;
}
