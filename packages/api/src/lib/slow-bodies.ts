import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ErrorCode } from '@land-office/contract';

export interface BodyLimits {
  /** A body must be in this long after its headers… */
  requestTimeoutMs: number;
  /** …or this long on the routes that allow it (uploads). */
  uploadTimeoutMs: number;
  /** And at least `minBytes` of it must arrive in every `windowMs` while it is arriving. */
  minBytes: number;
  windowMs: number;
}

/** Why a client was dropped, for the log. */
export type BodyDrop = 'slow-body' | 'long-body' | 'shutdown';

interface Watch {
  req: IncomingMessage;
  res: ServerResponse;
  started: number;
  deadline: number;
  windowStart: number;
  bytesAtWindowStart: number;
  timer?: NodeJS.Timeout;
}

const STATUS_TEXT = { 408: 'Request Timeout', 503: 'Service Unavailable' };
const CODE = { 408: 'timeout', 503: 'unavailable' } satisfies Record<number, ErrorCode>;

const hasBody = (req: IncomingMessage) => {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
};

/**
 * Request bodies still arriving, each watched by one timer: dropped with 408 when less than
 * `minBytes` came in a window or the whole body is not in by its deadline, and refused with 503
 * when the server stops (`refuseAll`). Node's own `requestTimeout` covers one limit for every
 * request; the upload routes need a longer one than the rest, and no node timeout measures a rate.
 */
export function slowBodies(limits: BodyLimits, onDrop: (why: BodyDrop) => void) {
  const watching = new Map<IncomingMessage, Watch>();

  const stop = (watch: Watch) => {
    clearTimeout(watch.timer);
    watching.delete(watch.req);
  };

  const drop = (watch: Watch, why: BodyDrop, status: 408 | 503, error: string) => {
    stop(watch);
    onDrop(why);
    const { req, res } = watch;
    const socket = req.socket;
    // Written on the socket, as node answers its own timeouts, not through `res`: the route reading
    // the body still owns that, and learns of the drop as a closed request (nothing is sent twice).
    if (!res.headersSent && socket.writable) {
      const body = JSON.stringify({ error, code: CODE[status] });
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n${status === 503 ? 'Retry-After: 5\r\n' : ''}` +
          `Connection: close\r\n\r\n${body}`,
      );
    }
    // The rest of the body is not read: closing is the only way to stop it. Destroying the request
    // (not only its socket, which an answered request is detached from) tells whoever reads it.
    req.destroy();
    socket.destroy();
  };

  const schedule = (watch: Watch) => {
    const next = Math.min(watch.windowStart + limits.windowMs, watch.deadline);
    watch.timer = setTimeout(check, Math.max(0, next - Date.now()), watch).unref();
  };

  const check = (watch: Watch) => {
    const { req } = watch;
    const socket = req.socket;
    if (req.complete || socket.destroyed) return stop(watch);
    const now = Date.now();
    if (now >= watch.deadline) return drop(watch, 'long-body', 408, 'The request took too long to arrive');
    if (now - watch.windowStart >= limits.windowMs) {
      const read = socket.bytesRead;
      // Bytes waiting unread in the request are the server's backlog (a paused socket), not the client's pace.
      if (read - watch.bytesAtWindowStart < limits.minBytes && req.readableLength === 0)
        return drop(watch, 'slow-body', 408, 'The request arrived too slowly');
      watch.windowStart = now;
      watch.bytesAtWindowStart = read;
    }
    schedule(watch);
  };

  return {
    /** Starts watching a request that has a body (called for every request; one without returns at once). */
    watch(req: IncomingMessage, res: ServerResponse) {
      if (!hasBody(req)) return;
      const now = Date.now();
      const watch: Watch = {
        req,
        res,
        started: now,
        deadline: now + limits.requestTimeoutMs,
        windowStart: now,
        bytesAtWindowStart: req.socket.bytesRead,
      };
      watching.set(req, watch);
      req.once('end', () => stop(watch));
      schedule(watch);
    },
    /** Gives this request's body the upload deadline instead (the rate still applies). */
    allowLonger(req: IncomingMessage) {
      const watch = watching.get(req);
      if (watch) watch.deadline = watch.started + Math.max(limits.uploadTimeoutMs, limits.requestTimeoutMs);
    },
    /** Shutdown: every body still arriving is refused (503, nothing of it kept) and its connection closed. */
    refuseAll() {
      for (const watch of [...watching.values()]) {
        if (watch.req.complete) stop(watch);
        else drop(watch, 'shutdown', 503, 'The server is shutting down: send it again shortly');
      }
    },
    /** Bodies arriving now. */
    get size() {
      return watching.size;
    },
  };
}

export type SlowBodies = ReturnType<typeof slowBodies>;
