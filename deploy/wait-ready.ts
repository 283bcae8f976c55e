// `node deploy/wait-ready.ts PORT [SECONDS]`: waits until the site on PORT says it is ready
// (GET /health/ready answers 200), for systemd's ExecStartPost and the container's HEALTHCHECK.
// Exits 0 when ready, 1 with the last reason when the time runs out or (under systemd, which
// names it in MAINPID) the site's process has exited.
import { setTimeout as sleep } from "node:timers/promises";
import { pidAlive } from "./lib/process-identity.ts";

const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
// systemd gives ExecStartPost= the main process's pid: once it has exited, waiting is pointless.
const mainPid = Number(process.env.MAINPID ?? 0);
const deadline = Date.now() + Number(process.argv[3] ?? 0) * 1000;
let last = "no answer";
do {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/health/ready`, {
      signal: AbortSignal.timeout(2_000),
    });
    if (response.status === 200) process.exit(0);
    last = `${response.status} ${await response.text()}`;
  } catch (error) {
    last = error instanceof Error ? error.message : String(error);
  }
  if (mainPid > 0 && !pidAlive(mainPid)) {
    console.error(`The site on port ${port} exited before it was ready: ${last}`);
    process.exit(1);
  }
  await sleep(250);
} while (Date.now() < deadline);
console.error(`The site on port ${port} is not ready: ${last}`);
process.exit(1);
