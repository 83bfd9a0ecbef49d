import { Worker } from 'node:worker_threads';

/** Runs on a thread of its own: its timer fires whatever the main thread is doing. */
const watchdog = (afterMs: number) =>
  `setTimeout(() => process.kill(process.pid, 'SIGKILL'), ${Math.max(0, Math.round(afterMs))});`;

/**
 * Ends the process with SIGKILL after `afterMs`, from a worker thread: the stop's deadline holds
 * even if the main thread never returns to its event loop (a write that blocks, a synchronous
 * loop), where a timer of the main thread could never run. Started when a stop begins; the
 * worker does not keep the process alive, so a stop that ends sooner exits as usual.
 */
export function killAfter(afterMs: number): void {
  const worker = new Worker(watchdog(afterMs), {
    eval: true,
    // None of the process's own flags (an ES module entry's --input-type): the line is plain script.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: 8, maxYoungGenerationSizeMb: 2 },
    stdout: true,
    stderr: true,
  });
  worker.unref();
}
