// `front.js start` (front.service at every boot; cron's @reboot and every five minutes): the
// release the tool last made live is started again on its port if it is down, and nothing else
// serves. The release tool starts its units itself and no unit of a release is enabled, so
// without this a reboot would leave the site down; and a restart of both ports by hand could
// bring back the release before it (the idle port's slot still points there, and the proxy
// sends visitors to the first ready port).
import { readLive } from "./live.ts";
import { LockBusy, withLock } from "./lock.ts";
import type { Log } from "./release.ts";
import { nextPort } from "./releases.ts";
import { type Settings, layoutOf } from "./settings.ts";
import { supervisorOf } from "./supervisor.ts";
import { waitUntilReady } from "./traffic.ts";

export async function startLive(settings: Settings, log: Log): Promise<void> {
  try {
    // Under the release lock: a release under way owns both ports until it records what is live.
    await withLock(layoutOf(settings.home).state, async () => {
      const live = readLive(settings.home);
      if (!live) {
        throw new Error(
          "Nothing is live yet: the first release (front.js release) starts the site.",
        );
      }
      const supervisor = supervisorOf(settings);
      const started = Date.now();
      await supervisor.ensureRunning(live.port, live.release);
      await waitUntilReady(live.port, live.release, settings.readyTimeoutMs);
      await supervisor.stop(nextPort(settings.ports, live.port));
      log(
        `start: ${live.release} serves on port ${live.port} (ready ${Date.now() - started} ms after the start)`,
      );
    });
  } catch (error) {
    if (!(error instanceof LockBusy)) throw error;
    log(`start: a release is under way and makes its release live itself (${error.message})`);
  }
}
