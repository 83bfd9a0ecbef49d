import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { type BodyDrop, type BodyLimits, slowBodies } from './slow-bodies.js';

export interface ClientLimits extends BodyLimits {
  /** Sockets open at once; the next ones are closed as they connect. */
  maxConnections: number;
  /** A request's headers must be in this long after its first byte (or the connection's start). */
  headersTimeoutMs: number;
}

/** The timeouts Fastify would set on a server it made itself (its serverFactory options). */
export interface FastifyTimeouts {
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
}

export type ClientDrop = BodyDrop | 'headers' | 'max-connections';

/** How often a draining server looks for connections that finished their last answer. */
const SWEEP_MS = 100;

/**
 * The socket's response under way. Node has no public name for it; its own closeIdleConnections
 * reads this field, which it sets when a request is parsed and clears when the answer is sent.
 */
const responseOf = (socket: Socket) => (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;

/**
 * Limits against slow and abusive clients on the HTTP server, and its draining when the app stops.
 * Made before Fastify (which calls `createServer` through its serverFactory) so the app can reach
 * it afterwards (`app.clients`).
 */
export function clientGuard(limits: ClientLimits) {
  let report: (why: ClientDrop) => void = () => {};
  const bodies = slowBodies(limits, (why) => report(why));
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };

  return {
    /**
     * A node server with Fastify's timeouts and these limits. Node checks its headers and request
     * timeouts on an interval (30 s unless told), so a socket is closed up to one interval after
     * its limit: checked here every twentieth of the headers timeout (100 to 500 ms), and the
     * headers limit given to node is one interval shorter, so no socket outlives HEADERS_TIMEOUT_MS.
     */
    createServer(timeouts: FastifyTimeouts, listener: RequestListener): Server {
      const requestTimeout = timeouts.requestTimeout ?? 0;
      const interval = Math.min(500, Math.max(100, Math.floor(limits.headersTimeoutMs / 20)));
      const headersTimeout = Math.max(interval, limits.headersTimeoutMs - interval);
      const server = createServer(
        {
          requestTimeout,
          // Node refuses a headers timeout longer than the request timeout.
          headersTimeout: requestTimeout > 0 ? Math.min(headersTimeout, requestTimeout) : headersTimeout,
          connectionsCheckingInterval: interval,
        },
        (req, res) => {
          bodies.watch(req, res);
          listener(req, res);
        },
      );
      server.keepAliveTimeout = timeouts.keepAliveTimeout ?? 5000;
      server.setTimeout(timeouts.connectionTimeout ?? 0);
      server.maxConnections = limits.maxConnections;
      server.on('connection', track);
      server.on('drop', () => report('max-connections'));
      server.on('clientError', (err: { code?: string }) => {
        if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') report('headers');
      });
      return server;
    },
    /** Where drops are told (the app's log, once it exists). */
    onDrop(listener: (why: ClientDrop) => void) {
      report = listener;
    },
    /** An upload route's body may take the upload limit to arrive. */
    allowLongerBody: bodies.allowLonger,
    /**
     * Stops the server's connections as it closes: sockets between requests (idle keep-alive, or
     * still sending headers) are closed now and as each answer under way ends, and those answers say
     * `Connection: close`; after `graceMs`, bodies still arriving are refused. Returns what stops it.
     */
    drain(server: Server, graceMs: number) {
      const sweep = () => {
        for (const socket of sockets) {
          const res = responseOf(socket);
          if (!res) socket.destroy();
          else if (!res.headersSent && !res.hasHeader('connection')) res.setHeader('connection', 'close');
        }
      };
      sweep();
      const sweeping = setInterval(sweep, SWEEP_MS).unref();
      const cutting = setTimeout(bodies.refuseAll, graceMs).unref();
      const stop = () => {
        clearInterval(sweeping);
        clearTimeout(cutting);
      };
      server.once('close', stop);
      return stop;
    },
    /** What is still open (for the log when a stop takes too long). */
    open: () => ({ connections: sockets.size, bodiesArriving: bodies.size }),
  };
}

export type ClientGuard = ReturnType<typeof clientGuard>;
