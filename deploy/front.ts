// The release tool (docs/operating.md): `node front.js COMMAND` (the copy the operator installed,
// /usr/local/lib/front/front.js, built into build/tool/ by `npm run build`; or
// `node deploy/front.ts` from a checkout), as the site's user.
//   setup URL      clone the site's repository into FRONT_HOME (once, on a new server)
//   release [REF]  build REF (default: the deployed branch) beside the live release and switch
//   rollback       switch back to the previous release, and hold it there (a pin)
//   start          start the live release if it is down, and nothing else (front.service, at boot)
//   update         release the deployed branch if it changed and changes only content (the timer)
//   status         what is live, what was before, the pin, the disk, what became of each Publish
// Settings come from the environment (deploy/lib/settings.ts); failures exit 1 with the reason.
import { mkdirSync } from "node:fs";
import { readLive } from "./lib/live.ts";
import { release, rollback } from "./lib/release.ts";
import { cloneMirror } from "./lib/repository.ts";
import { layoutOf, readSettings } from "./lib/settings.ts";
import { startLive } from "./lib/start-live.ts";
import { statusLines } from "./lib/status.ts";
import { needsAttention, update } from "./lib/update.ts";

const log = (line: string) => console.log(line);

async function main(command: string | undefined, args: string[]): Promise<number> {
  const settings = readSettings(process.env);
  const layout = layoutOf(settings.home);
  switch (command) {
    case "setup": {
      const [url] = args;
      if (!url) throw new Error("usage: front.js setup REPOSITORY-URL");
      for (const folder of [layout.releases, layout.state, layout.logs])
        mkdirSync(folder, { recursive: true });
      await cloneMirror(url, layout.repository);
      log(`setup: ${url} mirrored in ${layout.repository}; next: front.js release`);
      return 0;
    }
    case "release": {
      const made = await release(settings, args[0] ?? settings.branch, log);
      log(
        `release: ${made.release} live on port ${made.port} (built in ${(made.buildMs / 1000).toFixed(1)} s, ready ${made.readyMs} ms after start, visitors moved in ${made.movedMs ?? "?"} ms, old one stopped in ${made.stoppedMs} ms)`,
      );
      return 0;
    }
    case "rollback": {
      const made = await rollback(settings, log);
      log(`rollback: ${made.release} live again on port ${made.port}`);
      return 0;
    }
    case "start": {
      await startLive(settings, log);
      return 0;
    }
    case "update": {
      const outcome = await update(settings, log);
      if (outcome.result === "current")
        log(`update: ${outcome.commit?.slice(0, 7)} is already live`);
      return needsAttention(outcome) ? 1 : 0;
    }
    case "status": {
      for (const line of statusLines(settings, readLive(settings.home), new Date())) log(line);
      return 0;
    }
    default:
      console.error(
        "usage: front.js setup URL | release [REF] | rollback | start | update | status",
      );
      return 2;
  }
}

try {
  process.exitCode = await main(process.argv[2], process.argv.slice(3));
} catch (error) {
  console.error(`front: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
