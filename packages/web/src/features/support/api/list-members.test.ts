import type { SupportMember } from '@land-office/contract';
import { describe, expect, it } from 'vitest';
import {
  FAILED_REFETCH_MS,
  lookupRefetchInterval,
  PENDING_REFETCH_MS,
  PRESENCE_REFETCH_MS,
} from './list-members';

const withLookup = (...states: SupportMember['profile_status'][]) =>
  states.map((profile_status) => ({ profile_status }) as SupportMember);

describe('roster refresh', () => {
  it('polls fast while a name is pending, slower while a lookup awaits its retry, else once a minute', () => {
    expect(lookupRefetchInterval(withLookup('found', 'pending', 'failed'))).toBe(PENDING_REFETCH_MS);
    expect(lookupRefetchInterval(withLookup('found', 'failed', 'not_found'))).toBe(FAILED_REFETCH_MS);
    expect(lookupRefetchInterval(withLookup('found', 'not_found'))).toBe(PRESENCE_REFETCH_MS);
    expect(lookupRefetchInterval(undefined)).toBe(PRESENCE_REFETCH_MS);
    expect(PENDING_REFETCH_MS).toBeLessThan(FAILED_REFETCH_MS);
  });
});
