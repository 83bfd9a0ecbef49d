import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFetcher } from '../../lib/fetcher.js';
import { createProfileLookup, type ProfileLookup } from './profile-lookup.js';
import { type SupportRepository, supportRepository } from './repository.js';

/** After a failed lookup, ask again after these delays; then give up until the next start or edit. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
/** How long a save waits for the profile before answering without it (the lookup carries on). */
export const SAVE_WAIT_MS = 1_000;

export interface AvatarProfilesDeps {
  members: SupportRepository;
  lookup: ProfileLookup;
  log: FastifyBaseLogger;
  /** Called when a lookup changed a member outside any request (the public cache must drop). */
  onChange: () => void;
  retryDelaysMs?: readonly number[];
  saveWaitMs?: number;
}

/**
 * Fills in members' display names and photos from their profile pages, never making a save
 * wait long: a save waits `saveWaitMs` at most, a slower lookup finishes in the background, a
 * failed one is retried with backoff by timers of this process (stopped on close). Rows still
 * owed a profile are picked up again when the app starts.
 */
export function createAvatarProfiles(deps: AvatarProfilesDeps) {
  const delays = deps.retryDelaysMs ?? RETRY_DELAYS_MS;
  const saveWaitMs = deps.saveWaitMs ?? SAVE_WAIT_MS;
  const retries = new Map<number, { uuid: string; attempt: number; timer: NodeJS.Timeout }>();
  const running = new Map<string, Promise<void>>();
  let closed = false;

  const cancelRetry = (id: number) => {
    clearTimeout(retries.get(id)?.timer);
    retries.delete(id);
  };

  const scheduleRetry = (id: number, uuid: string, attempt: number, extraDelayMs = 0) => {
    cancelRetry(id);
    if (closed) return;
    if (attempt >= delays.length) {
      deps.log.warn({ memberId: id, uuid }, 'avatar profile lookup gave up after retries');
      return;
    }
    const timer = setTimeout(
      () => {
        retries.delete(id);
        void run(id, uuid, attempt + 1);
      },
      (delays[attempt] ?? 0) + extraDelayMs,
    );
    timer.unref();
    retries.set(id, { uuid, attempt, timer });
  };

  const resolve = async (id: number, uuid: string, attempt: number) => {
    const result = await deps.lookup.lookup(uuid);
    if (closed) return;
    try {
      if (result.kind === 'failed') {
        deps.log.info({ memberId: id, uuid, attempt, reason: result.reason }, 'avatar profile lookup failed');
        if (await deps.members.saveProfile(id, uuid, 'failed')) scheduleRetry(id, uuid, attempt);
        return;
      }
      const profile = result.kind === 'found' ? result : undefined;
      if (await deps.members.saveProfile(id, uuid, result.kind, profile)) deps.onChange();
    } catch (err) {
      if (!closed) deps.log.error({ err, memberId: id }, 'could not store an avatar profile');
    }
  };

  /** One lookup per member and uuid at a time; a later caller joins the running one. */
  const run = (id: number, uuid: string, attempt: number): Promise<void> => {
    const key = `${id}:${uuid}`;
    let pending = running.get(key);
    if (!pending) {
      pending = resolve(id, uuid, attempt).finally(() => running.delete(key));
      running.set(key, pending);
    }
    return pending;
  };

  return {
    /**
     * Looks a member's avatar up now and waits for it at most `saveWaitMs`; true when the
     * profile (or its absence) is already stored.
     */
    async settle(id: number, uuid: string): Promise<boolean> {
      cancelRetry(id);
      let timer: NodeJS.Timeout | undefined;
      const done = run(id, uuid, 0).then(() => true);
      const late = new Promise<boolean>((r) => {
        timer = setTimeout(() => r(false), saveWaitMs);
      });
      try {
        return await Promise.race([done, late]);
      } finally {
        clearTimeout(timer);
      }
    },

    forget: cancelRetry,

    /** Schedules every member still owed a profile, spaced a second apart. */
    async start() {
      const owed = await deps.members.profilesOwed();
      for (const [i, m] of owed.entries()) scheduleRetry(m.id, m.uuid, 0, i * 1_000);
    },

    /** Runs every scheduled retry at once and waits for them (operations and tests). */
    async retryNow() {
      const due = [...retries.entries()];
      for (const [id] of due) cancelRetry(id);
      await Promise.all(due.map(([id, r]) => run(id, r.uuid, r.attempt + 1)));
    },

    pendingRetries: () => [...retries.entries()].map(([id, r]) => ({ id, uuid: r.uuid, attempt: r.attempt })),

    stop() {
      closed = true;
      for (const id of [...retries.keys()]) cancelRetry(id);
    },
  };
}

export type AvatarProfiles = ReturnType<typeof createAvatarProfiles>;

declare module 'fastify' {
  interface FastifyInstance {
    avatarProfiles: AvatarProfiles;
  }
}

async function avatarProfilesPlugin(app: FastifyInstance) {
  const fetcher = createFetcher(app.config.fetchAllowPrivate);
  const profiles = createAvatarProfiles({
    members: supportRepository(app.db),
    lookup: createProfileLookup({ urlTemplate: app.config.slProfileUrlTemplate, fetcher }),
    log: app.log.child({ module: 'avatar-profiles' }),
    onChange: () => app.publicCache.invalidate(['support']),
  });
  app.decorate('avatarProfiles', profiles);
  app.addHook('onReady', async () => {
    await profiles.start().catch((err) => app.log.error({ err }, 'could not schedule avatar lookups'));
  });
  app.addHook('onClose', async () => {
    profiles.stop();
    await fetcher.close();
  });
}

export default fp(avatarProfilesPlugin, { name: 'avatar-profiles', dependencies: ['db', 'public-cache'] });
