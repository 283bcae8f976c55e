import { expect, it } from "vitest";
import { unitAlert } from "./unit-alert.ts";

it("names the unit, its last lines and the command that answers it", () => {
  const alert = unitAlert("front-update", ["update: 1a2b3c4 is not live (refused)"]);
  expect(alert.subject).toBe("front-update.service failed");
  expect(alert.text).toContain("  update: 1a2b3c4 is not live (refused)");
  expect(alert.text).toContain("node /usr/local/lib/front/front.js status");
  expect(unitAlert("front-backup.service", []).text).toContain("npm run backup");
  expect(unitAlert("front-offsite.service", []).text).toContain("systemctl start front-offsite");
  // A unit without its own answer is still told where to look.
  expect(unitAlert("front-other.service", []).text).toContain("journalctl -u front-other.service");
});
