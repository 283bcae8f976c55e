// The real host (npm run test:host) needs root and podman and runs after the build, so a change to
// docs/operating.md that takes away a command it follows is caught here first: the unit suite
// reads them as it does.
import { expect, it } from "vitest";
import {
  backupAndRestore,
  EXAMPLE_BACKUP,
  goingLiveOnLoopback,
  rollbackCommand,
} from "../host/going-live-commands.ts";

it("finds the walk-through's commands in docs/operating.md, changed for loopback", () => {
  const commands = goingLiveOnLoopback("git://127.0.0.1:9/site.git", "https://localhost");
  expect(commands.length).toBeGreaterThanOrEqual(10);
  expect(commands.length).toBeLessThanOrEqual(12);
  expect(commands.join("\n")).toContain("git clone git://127.0.0.1:9/site.git /srv/front/setup");
  expect(commands.join("\n")).toContain("CADDY_LISTEN=loopback");
  expect(commands.at(-1)).toMatch(/^curl -s https:\/\/localhost\/health\/ready /);
  expect(commands.join("\n")).not.toMatch(/OWNER\/REPO|thefrontvt\.org|editor \/etc/);

  expect(rollbackCommand()).toMatch(/^sudo -u front sh -c '.*front\.js rollback'/);
  const { backupNow, restore } = backupAndRestore("/srv/front/backups/the-timers.sqlite");
  expect(backupNow).toMatch(/npm run backup'/);
  expect(restore).toContain("npm run restore -- /srv/front/backups/the-timers.sqlite'");
  expect(restore).not.toContain(EXAMPLE_BACKUP);
});
