// A client that writes HTTP by hand over a TCP socket, for what fetch() cannot do: send half a
// request and wait, send an absolute-form target, see whether the server closed the connection.
import net from "node:net";

export interface RawConnection {
  socket: net.Socket;
  /** Everything the server has sent so far. */
  received: () => string;
  /** Resolves when the server has closed its side, with everything it sent. */
  closed: Promise<string>;
  write(text: string | Uint8Array): Promise<void>;
}

export async function connect(origin: string): Promise<RawConnection> {
  const { hostname, port } = new URL(origin);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const closed = new Promise<string>((resolve) => {
    socket.once("end", () => resolve(received));
    socket.once("close", () => resolve(received));
    // A reset after the answer still counts as closed; what was received is kept.
    socket.on("error", () => undefined);
  });
  return {
    socket,
    received: () => received,
    closed,
    write: (text) =>
      new Promise<void>((resolve) => {
        if (socket.destroyed) resolve();
        else socket.write(text, () => resolve());
      }),
  };
}

/** The status code of the response in `text` (after any 100 Continue), or 0 when none. */
export function statusOf(text: string): number {
  const statuses = [...text.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
  return statuses.find((status) => status >= 200) ?? 0;
}

/** Resolves once the server has sent something matching `pattern`. */
export async function waitFor(connection: RawConnection, pattern: RegExp): Promise<void> {
  while (!pattern.test(connection.received())) {
    if (connection.socket.destroyed) throw new Error(`closed: ${connection.received()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A header of the first response in `text`, lower-cased name. */
export function headerOf(text: string, name: string): string | undefined {
  const head = text.split("\r\n\r\n", 1)[0] ?? "";
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (line.slice(0, colon).trim().toLowerCase() === name) return line.slice(colon + 1).trim();
  }
  return undefined;
}
