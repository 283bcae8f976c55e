// A server that refuses every request at once with 413, before reading its body, run in a worker
// thread: in the test's own thread, its writes and the client's would take turns and hide the
// race that a real client meets. Posts the port it listens on.
import { parentPort } from "node:worker_threads";
import type { AddressInfo } from "node:net";
import { createHttpServer } from "../../server/http-server.ts";

const { server } = createHttpServer(
  (_req, res) => res.writeHead(413, { "Content-Type": "text/plain" }).end("Too large."),
  { maxConnections: 100 },
);
server.listen(0, "127.0.0.1", () => {
  parentPort?.postMessage((server.address() as AddressInfo).port);
});
