import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

const now = Date.parse('2026-11-23T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('timeAgo', () => {
  it('says how long ago in words a person reads at a glance', () => {
    expect(timeAgo(ago(20), now)).toBe('just now');
    expect(timeAgo(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(timeAgo(ago(3 * 3600 + 50), now)).toBe('3 hours ago');
    expect(timeAgo(ago(26 * 3600), now)).toBe('yesterday');
    expect(timeAgo(ago(15 * 24 * 3600), now)).toBe('2 weeks ago');
    expect(timeAgo('not a date', now)).toBe('unknown');
  });
});
