// The HTTP server around the Express app: timeouts that let no client hold a connection for
// long, a cap on connections, connections closed when a request's body was refused unread, and
// a drain that lets requests in flight finish when the process is asked to stop.
import http from "node:http";
import type { RequestListener } from "node:http";
import net from "node:net";
import type { Socket } from "node:net";
import { setImmediate as nextPoll, setTimeout as sleep } from "node:timers/promises";

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
/**
 * On a stop signal, connections keep being accepted until a spell this long (and two of the
 * loop's polls) passes with none: closing the listening socket resets every connection the kernel
 * has queued but Node has not accepted yet, whose clients have sent their requests. Node accepts
 * about one queued connection per turn of its loop, and a loop busy rendering turns slowly, so
 * one fixed wait was not enough (seen under load: 6 to 35 of 40 answered).
 */
export const ACCEPT_SETTLE_MS = 50;

/** Two of the loop's polls, where queued connections are accepted and sent requests read. */
async function twoPolls() {
  await nextPoll();
  await nextPoll();
}

/**
 * A connection accepted but whose request has not been read yet is not idle: its client sent
 * a request that Node has not parsed. It gets this long to show one before it is closed.
 */
export const FIRST_REQUEST_MS = 1_000;

export interface HttpServerOptions {
  /** Connections held at once; one more is closed as soon as it opens. */
  maxConnections: number;
}

export interface HttpServer {
  server: http.Server;
  /**
   * Stops accepting connections (once those the kernel queued are taken), closes idle ones,
   * lets requests in flight and requests just arrived finish (each answer closes its
   * connection) for at most `drainMs`, then cuts what is left.
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
  /** Each open connection: how many requests it has begun, and how many are still answered. */
  const connections = new Map<Socket, { begun: number; open: number }>();
  let draining = false;
  /** Connections accepted so far: while it grows, the kernel's queue is not empty. */
  let accepted = 0;
  server.on("connection", (socket: Socket) => {
    accepted += 1;
    connections.set(socket, { begun: 0, open: 0 });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    const connection = connections.get(req.socket);
    if (connection) {
      connection.begun += 1;
      connection.open += 1;
    }
    res.once("close", () => {
      inFlight.delete(res);
      if (connection) connection.open -= 1;
    });
    if (draining) res.shouldKeepAlive = false;
    closeIfBodyUnread(req, res);
  });

  /** Closes the connections with no request being answered; a new one only once it is late. */
  function closeIdle() {
    for (const [socket, { begun, open }] of connections) {
      if (open === 0 && begun > 0) socket.destroy();
    }
    // The timer may fire as the loop comes out of a long render, before it has read what the
    // waiting connections sent: their requests are parsed in the poll phase, so two polls pass
    // before a connection counts as silent.
    setTimeout(() => {
      void twoPolls().then(() => {
        for (const [socket, { open }] of connections) if (open === 0) socket.destroy();
      });
    }, FIRST_REQUEST_MS).unref();
  }

  /** Accepts what the kernel has queued: returns once a whole spell passes with no new connection. */
  async function acceptQueued(deadline: number) {
    for (;;) {
      const before = accepted;
      await sleep(ACCEPT_SETTLE_MS);
      await twoPolls();
      if (accepted === before || Date.now() > deadline) return;
    }
  }
  // After the listener above, so that even an app that answers at once is covered.
  server.on("request", app);

  return {
    server,
    drain(drainMs = DRAIN_MS) {
      draining = true;
      // Answers not yet begun close their connection, so no keep-alive outlives the drain.
      for (const res of inFlight) if (!res.headersSent) res.shouldKeepAlive = false;
      const deadline = setTimeout(() => server.closeAllConnections(), drainMs);
      deadline.unref();
      return acceptQueued(Date.now() + drainMs).then(
        () =>
          new Promise<void>((resolve) => {
            // net's close, not http's: http's also closes every connection it deems idle,
            // including those whose first request is not parsed yet (reset mid-request).
            net.Server.prototype.close.call(server, () => {
              clearTimeout(deadline);
              resolve();
            });
            closeIdle();
          }),
      );
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
    if (declaresBody(req) && !req.complete) {
      res.shouldKeepAlive = false;
      lingerOnClose(req.socket);
    }
    return writeHead(...args);
  }) as typeof res.writeHead;
}

/**
 * A request without a body is not `complete` until its handler returns, so one answered at once
 * (a health check, a 405) would lose its keep-alive: only a declared body can be left unread.
 */
function declaresBody(req: http.IncomingMessage): boolean {
  return Number(req.headers["content-length"] ?? 0) > 0 || "transfer-encoding" in req.headers;
}

/** However slowly the answer is taken, a lingering connection is cut after this long. */
const LINGER_BACKSTOP_MS = 10_000;

/**
 * Node closes a connection that is not kept alive with destroySoon(): this half-closes instead.
 * The linger starts once the answer is flushed, so a slow reader still gets all of it; a client
 * that half-closes too lets the socket close by itself.
 */
function lingerOnClose(socket: Socket) {
  socket.destroySoon = () => {
    const timers = [setTimeout(() => socket.destroy(), LINGER_BACKSTOP_MS)];
    socket.once("finish", () => timers.push(setTimeout(() => socket.destroy(), LINGER_MS)));
    socket.once("close", () => timers.forEach(clearTimeout));
    socket.end();
    socket.resume();
    return socket;
  };
}
