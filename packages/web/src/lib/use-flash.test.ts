import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFlash } from './use-flash';

afterEach(() => vi.useRealTimers());

describe('flash messages', () => {
  it('clears a success after 3 s and styles text containing "error" as an error that stays', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFlash());
    act(() => result.current.show('Banner deleted successfully!'));
    expect(result.current.flash).toEqual({ text: 'Banner deleted successfully!', isError: false });
    act(() => vi.advanceTimersByTime(2999));
    expect(result.current.flash).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.flash).toBeNull();

    act(() => result.current.show('Error deleting banner'));
    expect(result.current.flash?.isError).toBe(true);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.flash?.text).toBe('Error deleting banner');
  });
});
