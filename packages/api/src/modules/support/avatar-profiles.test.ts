import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createAvatarProfiles } from './avatar-profiles.js';
import type { ProfileLookup, ProfileLookupResult } from './profile-lookup.js';
import type { SupportRepository } from './repository.js';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
const found: ProfileLookupResult = { kind: 'found', name: 'Ana', username: 'ana', photo_url: null };

function setup(answers: ProfileLookupResult[], delays = [20, 40]) {
  const saved: Array<[number, string, string]> = [];
  const lookup = vi.fn(async () => answers.shift() ?? { kind: 'failed' as const, reason: 'down' });
  const members = {
    saveProfile: vi.fn(async (id: number, uuid: string, outcome: string) => {
      saved.push([id, uuid, outcome]);
      return true;
    }),
    profilesOwed: vi.fn(async () => [{ id: 7, uuid: 'u7' }]),
  } as unknown as SupportRepository;
  const onChange = vi.fn();
  const profiles = createAvatarProfiles({
    members,
    lookup: { lookup } as unknown as ProfileLookup,
    log: silent,
    onChange,
    retryDelaysMs: delays,
    saveWaitMs: 50,
  });
  return { profiles, lookup, saved, onChange };
}

describe('background avatar lookups', () => {
  it('retries a failing lookup on its backoff timers until it succeeds', async () => {
    const { profiles, lookup, saved, onChange } = setup([
      { kind: 'failed', reason: 'timeout' },
      { kind: 'failed', reason: '500' },
      found,
    ]);
    expect(await profiles.settle(1, 'u1')).toBe(true);
    await vi.waitFor(() => expect(saved.at(-1)).toEqual([1, 'u1', 'found']), { timeout: 1_000 });
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(saved.map((s) => s[2])).toEqual(['failed', 'failed', 'found']);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(profiles.pendingRetries()).toEqual([]);
  });

  it('gives up after the last delay', async () => {
    const { profiles, lookup } = setup([], [10, 10]);
    await profiles.settle(1, 'u1');
    await vi.waitFor(() => expect(lookup).toHaveBeenCalledTimes(3), { timeout: 1_000 });
    await new Promise((r) => setTimeout(r, 60));
    expect(lookup).toHaveBeenCalledTimes(3);
    expect(profiles.pendingRetries()).toEqual([]);
  });

  it('stops answering a save after saveWaitMs while the lookup carries on', async () => {
    let release: (r: ProfileLookupResult) => void = () => {};
    const slow = setup([]);
    slow.lookup.mockImplementationOnce(() => new Promise((r) => (release = r)));
    const started = Date.now();
    expect(await slow.profiles.settle(2, 'u2')).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
    expect(slow.saved).toEqual([]);
    release(found);
    await vi.waitFor(() => expect(slow.saved).toEqual([[2, 'u2', 'found']]));
  });

  it('schedules members still owed a profile when started, and stop() cancels them', async () => {
    const { profiles, lookup } = setup([found], [30]);
    await profiles.start();
    expect(profiles.pendingRetries()).toEqual([{ id: 7, uuid: 'u7', attempt: 0 }]);
    profiles.stop();
    await new Promise((r) => setTimeout(r, 80));
    expect(lookup).not.toHaveBeenCalled();
    expect(profiles.pendingRetries()).toEqual([]);
  });
});
