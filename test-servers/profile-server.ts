import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The resident profile pages of test-fixtures and what a correct reader gets from them. */
export const WORLD_PROFILE_DIR = fileURLToPath(
  new URL('../packages/api/test-fixtures/land-sources/world-profile/', import.meta.url),
);

export interface ExpectedProfile {
  name: string;
  username: string;
  photo_url: string | null;
}

export const expectedProfiles: Record<string, ExpectedProfile> = JSON.parse(
  readFileSync(join(WORLD_PROFILE_DIR, 'expected.json'), 'utf8'),
);

/** The three fixture residents: one with a photo, one with entities in the name, one without a photo. */
export const residents = {
  marisol: '8fe61c8b-18e3-450d-9ef7-ade47db2f806',
  zoe: '8d58ead7-e1fa-4f74-ba98-1df6fb8695b3',
  ned: '77ce09ba-218d-413e-a89a-aea9ba23ba73',
} as const;

export interface ProfileBehaviour {
  /** Answer after this long. */
  delayMs?: number;
  /** Answer once this settles (a test releases the lookup when it has seen what comes before). */
  until?: Promise<unknown>;
  /** Never answer. */
  hang?: boolean;
  /** Answer 500 this many times before answering normally. */
  failTimes?: number;
  /** Serve this fixture's page for the uuid (so a made-up uuid can have a profile). */
  page?: string;
  /** Answer with a redirect to this URL. */
  redirectTo?: string;
}

/**
 * A stand-in for world.secondlife.com on 127.0.0.1: `/resident/<uuid>` answers the fixture page
 * of that uuid, 404 for anyone else, or what `behave` programs for a uuid.
 */
export async function startProfileServer() {
  const hits = new Map<string, number>();
  const behaviours = new Map<string, ProfileBehaviour>();
  const server = createServer((req, res) => {
    const uuid = /^\/resident\/([\w-]+)$/.exec(req.url ?? '')?.[1] ?? '';
    hits.set(uuid, (hits.get(uuid) ?? 0) + 1);
    const behaviour = behaviours.get(uuid) ?? {};
    if (behaviour.hang) return; // the socket stays open until close()
    if (behaviour.redirectTo) return res.writeHead(302, { location: behaviour.redirectTo }).end();
    const answer = () => {
      if (behaviour.failTimes && behaviour.failTimes > 0) {
        behaviour.failTimes--;
        return res.writeHead(500).end('try later');
      }
      const file = join(WORLD_PROFILE_DIR, `${behaviour.page ?? uuid}.html`);
      if (!/^[\w-]+$/.test(behaviour.page ?? uuid) || !existsSync(file)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(file));
    };
    if (behaviour.until) void behaviour.until.then(answer, answer);
    else if (behaviour.delayMs) setTimeout(answer, behaviour.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    /** The value for SL_PROFILE_URL_TEMPLATE. */
    template: `${url}/resident/{uuid}`,
    hits,
    behave: (uuid: string, behaviour: ProfileBehaviour) => behaviours.set(uuid, behaviour),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
