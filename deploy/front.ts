// The release tool (README "Going live"): `node deploy/front.ts COMMAND`, as the site's user.
//   setup URL      clone the site's repository into FRONT_HOME (once, on a new server)
//   release [REF]  build REF (default: the deployed branch) beside the live release and switch
//   rollback       switch back to the previous release
//   update         release the deployed branch if its commit changed (the timer runs this)
//   status         what is live, what was before, how the last update went
// Settings come from the environment (deploy/lib/settings.ts); failures exit 1 with the reason.
import { mkdirSync } from "node:fs";
import { previousRelease, readLive } from "./lib/live.ts";
import { release, rollback } from "./lib/release.ts";
import { cloneMirror, commitOf, fetchMirror } from "./lib/repository.ts";
import { layoutOf, readSettings } from "./lib/settings.ts";
import { lastUpdate, update } from "./lib/update.ts";

const log = (line: string) => console.log(line);

async function main(command: string | undefined, args: string[]): Promise<number> {
  const settings = readSettings(process.env);
  const layout = layoutOf(settings.home);
  switch (command) {
    case "setup": {
      const [url] = args;
      if (!url) throw new Error("usage: front.ts setup REPOSITORY-URL");
      for (const folder of [layout.releases, layout.state, layout.logs])
        mkdirSync(folder, { recursive: true });
      await cloneMirror(url, layout.repository);
      log(`setup: ${url} mirrored in ${layout.repository}; next: front.ts release`);
      return 0;
    }
    case "release": {
      await fetchMirror(layout.repository);
      const commit = await commitOf(layout.repository, args[0] ?? settings.branch);
      const made = await release(settings, commit, log);
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
    case "update": {
      const outcome = await update(settings, log);
      if (outcome.result === "current")
        log(`update: ${outcome.commit.slice(0, 7)} is already live`);
      return outcome.result === "refused" || outcome.result === "failed" ? 1 : 0;
    }
    case "status": {
      const live = readLive(settings.home);
      log(
        live
          ? `live: ${live.release} (commit ${live.commit.slice(0, 7)}) on port ${live.port} since ${live.since}`
          : "live: nothing",
      );
      log(`previous: ${previousRelease(settings.home) ?? "none"}`);
      const last = lastUpdate(settings.home);
      if (!last) log("last update: none");
      else {
        log(
          `last update: ${last.result} ${last.commit.slice(0, 7)} at ${last.at}${last.seconds ? ` (${last.seconds.toFixed(1)} s)` : ""}`,
        );
        for (const reason of last.reasons ?? []) log(`  ${reason}`);
      }
      return 0;
    }
    default:
      console.error(
        "usage: node deploy/front.ts setup URL | release [REF] | rollback | update | status",
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
