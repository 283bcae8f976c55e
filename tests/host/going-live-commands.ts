// The commands the real host test runs, from docs/operating.md as it has them: its way from a fresh
// server to https with the four changes of "Trying it without a domain", its rollback, and its
// backup and restore. Read here, apart from the test, so that the unit suite can check that the
// page still holds them without a container (tests/lint/host-commands.test.ts).
import { commandsAfter, replaced } from "../support/doc-commands.ts";

export const OPERATING = "docs/operating.md";
/** The backup the page's restore command names, which the walk-through swaps for its own. */
export const EXAMPLE_BACKUP = "/srv/front/backups/front-20261124T033000Z.sqlite";

/** The page's way from a fresh server to https, changed as it says to try it on loopback. */
export function goingLiveOnLoopback(repository: string, site: string): string[] {
  const loopbackCaddy = commandsAfter(OPERATING, "**Trying it without a domain**").join("\n");
  const changes: [(line: string) => boolean, (line: string) => string][] = [
    [
      (line) => line.includes("OWNER/REPO"),
      (line) => replaced(line, "https://github.com/OWNER/REPO", repository),
    ],
    [
      (line) => line.includes("editor /etc/front/front.env"),
      (line) =>
        replaced(
          line,
          "editor /etc/front/front.env",
          `sed -i 's|^SITE_URL=.*|SITE_URL=${site}|' /etc/front/front.env`,
        ),
    ],
    [(line) => line.startsWith("cp deploy/Caddyfile "), () => loopbackCaddy],
    [
      (line) => line.startsWith("curl "),
      (line) => replaced(line, "https://thefrontvt.org/health/ready", `${site}/health/ready`),
    ],
  ];
  const used = new Set<number>();
  const commands = commandsAfter(OPERATING, "## From a fresh Debian server to https").map((line) =>
    changes.reduce((text, [applies, change], index) => {
      if (!applies(text)) return text;
      used.add(index);
      return change(text);
    }, line),
  );
  // Each of the four changes the page names found its line.
  if (used.size !== changes.length) {
    throw new Error(`only ${used.size} of the ${changes.length} loopback changes found their line`);
  }
  return commands;
}

/** The page's rollback: its release command, as the site's user, with `rollback` for `release`. */
export function rollbackCommand(): string {
  const [release = ""] = commandsAfter(OPERATING, "## Releases, and rolling back");
  return replaced(release, "front.js release'", "front.js rollback'");
}

/** The page's backup by hand, and its restore of `backup`. */
export function backupAndRestore(backup: string): { backupNow: string; restore: string } {
  const [backupNow = "", restore = ""] = commandsAfter(OPERATING, "## Backups, and restoring one");
  return { backupNow, restore: replaced(restore, EXAMPLE_BACKUP, backup) };
}
