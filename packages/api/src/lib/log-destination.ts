import sonicBoom from 'sonic-boom';

// A CommonJS module: its class is a property of what it exports (a named import fails in ESM).
const { SonicBoom } = sonicBoom;
type SonicBoom = InstanceType<typeof SonicBoom>;

/** The most log text held while the reader of standard output is not reading; past it, lines are dropped. */
const MAX_BUFFER_BYTES = 4 * 1024 * 1024;

export interface LogDestination {
  /** Where pino writes: standard output, never blocking the event loop. */
  stream: SonicBoom;
  /**
   * Writes what is still buffered, waiting at most `waitMs` (on the event loop, never blocking
   * it) for a reader that does not read; what is not written by then is dropped. Resolves once
   * the stream is closed or the wait is over, never rejects.
   */
  finish(waitMs: number): Promise<void>;
}

/**
 * The server's log destination (file descriptor 1). Writes are asynchronous: a full pipe (EAGAIN,
 * its reader alive but not reading) is retried from a timer while the server runs, with at most
 * MAX_BUFFER_BYTES waiting (sonic-boom's `maxLength`: newer lines are dropped past it); a reader
 * gone (EPIPE) drops the lines. Made here rather than by pino, whose own destination registers an
 * exit handler that writes what is left with `flushSync`: sonic-boom 4's `flushSync` retries every
 * error but a refused EAGAIN every 100 ms without end, so a stopped server whose output pipe had
 * lost its reader (EPIPE) never finished exiting (docs/operations.md, "Stopping"). Nothing here
 * writes synchronously: the stop ends the stream with a bounded wait (`finish`) before it exits,
 * and any other exit drops what is still buffered.
 */
export function logDestination(): LogDestination {
  const stream = new SonicBoom({ fd: 1, sync: false, minLength: 0, maxLength: MAX_BUFFER_BYTES });
  // EPIPE (the reader is gone): those lines have nowhere to go.
  stream.on('error', () => {});
  let finishing: Promise<void> | undefined;
  const finish = (waitMs: number) => {
    finishing ??= new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, waitMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      stream.once('close', done);
      stream.once('error', done);
      stream.end();
    });
    return finishing;
  };
  return { stream, finish };
}
