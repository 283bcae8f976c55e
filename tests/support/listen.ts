// An Express app on a port the OS assigns, for the server's unit tests: its origin, and the
// server closed when the test ends.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { onTestFinished } from "vitest";

export async function listen(
  app: { listen: (port: number, hostname: string) => Server },
  hostname = "127.0.0.1",
): Promise<string> {
  const server = app.listen(0, hostname);
  onTestFinished(() => {
    server.close();
  });
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return `http://${hostname.includes(":") ? `[${hostname}]` : hostname}:${port}`;
}
