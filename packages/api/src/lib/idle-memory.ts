import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);

/** How often the server looks whether it is quiet. */
const LOOK_EVERY_MS = 5_000;
/** Quiet: the event loop busy under this share of a look's interval (an idle server: about 0.005). */
const QUIET_BELOW = 0.02;
/** Looks in a row that must be quiet, after work, before collecting (10 s). */
const QUIET_LOOKS = 2;
/** Heap grown past what the last collection left by this much: something to give back. */
const GROWN_BY_BYTES = 4 * 1024 * 1024;

export interface IdleMemoryProbe {
  /** The event loop's busy share since the previous call (0 to 1). */
  busy(): number;
  /** V8's heap as committed now, in bytes. */
  heapBytes(): number;
  /** A full garbage collection. */
  collect(): void;
}

/**
 * Gives memory back once the server has gone quiet after work. After a burst (an import, a
 * seeding, a busy hour) V8 keeps the young generation it grew (2 x 8 MB) and the work's garbage
 * until a full collection; its memory reducer only runs after one, so a server whose work ended
 * without one stayed 30 to 70 MB above its idle size for good (`npm run bench:scale`: 189 MB after
 * the reads on PostgreSQL, 40 s of quiet changing nothing). A full collection while the allocation
 * rate is low also shrinks the young generation. So when the heap has grown since the last one
 * and the event loop has been quiet for 10 s, this runs one (some 5 to 30 ms, on a server with
 * nothing else to do), and no more until the heap grows again.
 */
export function collectWhenIdle(probe: IdleMemoryProbe = v8Probe()): () => void {
  let quietLooks = 0;
  let afterLast = probe.heapBytes();
  const look = () => {
    if (probe.busy() >= QUIET_BELOW) {
      quietLooks = 0;
      return;
    }
    quietLooks++;
    if (quietLooks < QUIET_LOOKS || probe.heapBytes() < afterLast + GROWN_BY_BYTES) return;
    probe.collect();
    afterLast = probe.heapBytes();
  };
  const timer = setInterval(look, LOOK_EVERY_MS).unref();
  return () => clearInterval(timer);
}

/**
 * The probe of this process. V8's `gc` is exposed when first needed (`--expose-gc` set then and
 * taken from a context made after it), not on node's command line: V8 takes a code cache made
 * under the same flags only (src/boot.cts), and the cache is written within 2 s of a start.
 */
function v8Probe(): IdleMemoryProbe {
  let last = performance.eventLoopUtilization();
  let gc: (() => void) | undefined;
  return {
    busy() {
      const now = performance.eventLoopUtilization();
      const share = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      return share;
    },
    heapBytes: () => process.memoryUsage().heapTotal,
    collect() {
      if (!gc) {
        require('node:v8').setFlagsFromString('--expose-gc');
        gc = require('node:vm').runInNewContext('gc') as () => void;
      }
      gc();
    },
  };
}
