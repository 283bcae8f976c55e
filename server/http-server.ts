// The HTTP server around the Express app: timeouts that let no client hold a connection for
// long, a cap on connections, connections closed when a request's body was refused unread, and
// a drain that lets requests in flight finish when the process is asked to stop.
import http from "node:http";
import type { RequestListener } from "node:http";
import type { Socket } from "node:net";

/** A client has this long to send its request line and headers (slowloris). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** ... and this long for the whole request, body included. */
export const REQUEST_TIMEOUT_MS = 30_000;
/**
 * An idle keep-alive connection is kept this long: longer than load balancers keep theirs
 * (60 s is common), so that the balancer, never we, closes it and no request races a close.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/** On a stop signal, requests in flight get this long to finish. */
export const DRAIN_MS = 10_000;

export interface HttpServerOptions {
  /** Connections held at once; one more is closed as soon as it opens. */
  maxConnections: number;
}

export interface HttpServer {
  server: http.Server;
  /**
   * Stops accepting connections, closes idle ones, lets requests in flight finish (each
   * answer closes its connection) for at most `drainMs`, then cuts what is left.
   */
  drain(drainMs?: number): Promise<void>;
}

export function createHttpServer(app: RequestListener, options: HttpServerOptions): HttpServer {
  const server = http.createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    // How often the two timeouts above are checked (Node's default, 30 s, would let a slow
    // client stay three times as long as headersTimeout says).
    connectionsCheckingInterval: 1_000,
  });
  server.maxConnections = options.maxConnections;

  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    if (draining) res.shouldKeepAlive = false;
    closeIfBodyUnread(req, res);
  });
  // After the listener above, so that even an app that answers at once is covered.
  server.on("request", app);

  return {
    server,
    drain(drainMs = DRAIN_MS) {
      draining = true;
      // Answers not yet begun close their connection, so no keep-alive outlives the drain.
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      return new Promise<void>((resolve) => {
        const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
        deadline.unref();
        server.close(() => {
          clearTimeout(deadline);
          resolve();
        });
        server.closeIdleConnections();
      });
    },
  };
}

/** After such an answer, what the client is still sending is read (and dropped) this long. */
export const LINGER_MS = 2_000;

/**
 * An answer sent before its request's body was read (a 413, a refusal) closes the connection
 * (`Connection: close`): the client cannot keep sending on a connection we would reuse. It
 * closes lingering (RFC 9112 §9.6): our side is shut once the answer is written, and what the
 * client still sends is read and dropped until it stops or LINGER_MS pass. A socket closed with
 * unread bytes answers them with a reset, which can destroy the 413 before the client reads it
 * (seen in CI: a 4 MiB post got EPIPE instead of its 413).
 */
function closeIfBodyUnread(req: http.IncomingMessage, res: http.ServerResponse) {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    if (!req.complete) {
      res.shouldKeepAlive = false;
      lingerOnClose(req.socket);
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/** Node closes a connection that is not kept alive with destroySoon(): this half-closes instead. */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    socket.once("close", () => clearTimeout(timer));
    socket.once("end", () => socket.destroy());
    socket.end();
    socket.resume();
    return socket;
  };
}
