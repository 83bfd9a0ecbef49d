import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../test/server.js';

const watchdog = new URL('../../dist/lib/stop-watchdog.js', import.meta.url).pathname;

describe('the stop watchdog', () => {
  beforeAll(() => buildApi(), 60_000);

  it('ends a process whose main thread never returns to its event loop', async () => {
    // The main thread arms it, then blocks for good: no timer of its own could run again.
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { killAfter } = await import(${JSON.stringify(watchdog)});
       killAfter(300);
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);`,
    ]);
    const started = Date.now();
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('keeps nothing alive: a process that ends sooner exits as usual', async () => {
    const child = spawn(process.execPath, [
      '--input-type=module',
      '-e',
      `const { killAfter } = await import(${JSON.stringify(watchdog)}); killAfter(60_000);`,
    ]);
    const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
      child.once('exit', (c, s) => resolve([c, s])),
    );
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });
});
