import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectWhenIdle, type IdleMemoryProbe } from './idle-memory.js';

const MB = 1024 * 1024;

/** A process whose business and heap the test sets, counting the collections asked for. */
function fakeProcess() {
  const state = { busy: 0, heap: 40 * MB, collections: 0, heapAfterCollect: 40 * MB };
  const probe: IdleMemoryProbe = {
    busy: () => state.busy,
    heapBytes: () => state.heap,
    collect: () => {
      state.collections++;
      state.heap = state.heapAfterCollect;
    },
  };
  return { state, probe };
}

describe('collectWhenIdle', () => {
  let stop: () => void;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('collects once the server has been quiet for 10 s after its heap grew, then not again', () => {
    const { state, probe } = fakeProcess();
    stop = collectWhenIdle(probe);
    // Work: the loop busy, the heap grown by 60 MB.
    state.busy = 0.6;
    state.heap = 100 * MB;
    vi.advanceTimersByTime(15_000);
    expect(state.collections).toBe(0);
    // Quiet: one look is not enough, the second collects.
    state.busy = 0.004;
    vi.advanceTimersByTime(5_000);
    expect(state.collections).toBe(0);
    vi.advanceTimersByTime(5_000);
    expect(state.collections).toBe(1);
    // Still quiet, nothing grew: no more collections.
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(1);
  });

  it('leaves a busy server alone, and a quiet one whose heap has not grown', () => {
    const { state, probe } = fakeProcess();
    stop = collectWhenIdle(probe);
    state.heap = 100 * MB;
    state.busy = 0.3;
    vi.advanceTimersByTime(60_000);
    expect(state.collections).toBe(0);

    const quiet = fakeProcess();
    const stopQuiet = collectWhenIdle(quiet.probe);
    quiet.state.busy = 0.001;
    quiet.state.heap = 42 * MB;
    vi.advanceTimersByTime(60_000);
    stopQuiet();
    expect(quiet.state.collections).toBe(0);
  });

  it('collects again after later work grows the heap', () => {
    const { state, probe } = fakeProcess();
    stop = collectWhenIdle(probe);
    state.heap = 90 * MB;
    vi.advanceTimersByTime(10_000);
    expect(state.collections).toBe(1);
    state.busy = 0.5;
    state.heap = 80 * MB;
    vi.advanceTimersByTime(5_000);
    state.busy = 0;
    vi.advanceTimersByTime(10_000);
    expect(state.collections).toBe(2);
  });
});
