import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAvatarProfiles, RETRY_DELAYS_MS, SAVE_WAIT_MS } from './avatar-profiles.js';
import type { ProfileLookup, ProfileLookupResult } from './profile-lookup.js';
import type { SupportRepository } from './repository.js';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const found: ProfileLookupResult = { kind: 'found', name: 'Ana', username: 'ana', photo_url: null };
const [firstDelay = 0, secondDelay = 0] = RETRY_DELAYS_MS;
const SIX_HOURS = 6 * 3_600_000;

/** The production delays and save wait, on fake timers: a test moves the clock itself. */
function setup(answers: ProfileLookupResult[]) {
  const saved: Array<[number, string, string]> = [];
  const lookup = vi.fn(async () => answers.shift() ?? { kind: 'failed' as const, reason: 'down' });
  const members = {
    saveProfile: vi.fn(async (id: number, uuid: string, outcome: string) => {
      saved.push([id, uuid, outcome]);
      return true;
    }),
    profilesOwed: vi.fn(async () => [
      { id: 7, uuid: 'u7' },
      { id: 8, uuid: 'u8' },
    ]),
  } as unknown as SupportRepository;
  const onChange = vi.fn();
  const profiles = createAvatarProfiles({
    members,
    lookup: { lookup } as unknown as ProfileLookup,
    log: silent,
    onChange,
  });
  return { profiles, lookup, saved, onChange };
}

describe('background avatar lookups', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries a failing lookup on its backoff timers until it succeeds', async () => {
    const { profiles, lookup, saved, onChange } = setup([
      { kind: 'failed', reason: 'timeout' },
      { kind: 'failed', reason: '500' },
      found,
    ]);
    expect(await profiles.settle(1, 'u1')).toBe(true);
    expect(profiles.pendingRetries()).toEqual([{ id: 1, uuid: 'u1', attempt: 0 }]);
    await vi.advanceTimersByTimeAsync(firstDelay - 1);
    expect(lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(lookup).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(secondDelay);
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(saved).toEqual([
      [1, 'u1', 'failed'],
      [1, 'u1', 'failed'],
      [1, 'u1', 'found'],
    ]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(profiles.pendingRetries()).toEqual([]);
  });

  it('gives up after the last delay', async () => {
    const { profiles, lookup } = setup([]);
    await profiles.settle(1, 'u1');
    for (const delay of RETRY_DELAYS_MS) await vi.advanceTimersByTimeAsync(delay);
    expect(lookup).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
    expect(profiles.pendingRetries()).toEqual([]);
    await vi.advanceTimersByTimeAsync(4 * SIX_HOURS);
    expect(lookup).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('stops answering a save after saveWaitMs while the lookup carries on', async () => {
    let release: (r: ProfileLookupResult) => void = () => {};
    const slow = setup([]);
    slow.lookup.mockImplementationOnce(() => new Promise((r) => (release = r)));
    let answer: boolean | undefined;
    void slow.profiles.settle(2, 'u2').then((a) => (answer = a));
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS - 1);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
    expect(slow.saved).toEqual([]);
    release(found);
    await vi.advanceTimersByTimeAsync(0);
    expect(slow.saved).toEqual([[2, 'u2', 'found']]);
  });

  it('schedules members still owed a profile a second apart when started, and stop() cancels them', async () => {
    const started = setup([found, found]);
    await started.profiles.start();
    await vi.advanceTimersByTimeAsync(firstDelay);
    expect(started.lookup).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started.lookup).toHaveBeenCalledTimes(2);

    const stopped = setup([found]);
    await stopped.profiles.start();
    expect(stopped.profiles.pendingRetries()).toEqual([
      { id: 7, uuid: 'u7', attempt: 0 },
      { id: 8, uuid: 'u8', attempt: 0 },
    ]);
    stopped.profiles.stop();
    await vi.advanceTimersByTimeAsync(SIX_HOURS);
    expect(stopped.lookup).not.toHaveBeenCalled();
    expect(stopped.profiles.pendingRetries()).toEqual([]);
  });
});
