// The mail for a unit that failed (front-alert@UNIT, or a cron line's `||`): which unit, the last
// lines it wrote, and the command that answers it (docs/operating.md), in words a volunteer can
// follow.
import type { Alert } from "./alert-mail.ts";

const asFront = (settings: string, command: string) =>
  `sudo -u front sh -c 'set -a; . /etc/front/${settings}; ${command}'`;

/** What to do, per unit (docs/operating.md, "When something goes wrong", says the same). */
const answers: Record<string, string> = {
  "front-update.service": [
    "An update was refused (the content check found a mistake) or failed (a build, a network",
    "blip). The site keeps serving the release before it. See why:",
    "",
    `  ${asFront("front-release.env", "node /usr/local/lib/front/front.js status")}`,
    "",
    "Refused: fix the file and entry it names and commit again. Failed: try it again with",
    "`systemctl start front-update`.",
  ].join("\n"),
  "front-backup.service": [
    "Last night's copy of the mailing list was not made. The most common cause is a full disk",
    "(`df -h /srv/front`). Try it again by hand:",
    "",
    `  ${asFront("front.env", "cd /srv/front/current && npm run backup")}`,
  ].join("\n"),
  "front-offsite.service": [
    "The copy of the backups to the second place did not go. The backups on this machine are",
    "fine. Check that the second place is reachable, then try again and read what it says:",
    "",
    "  systemctl start front-offsite; journalctl -u front-offsite -n 50",
  ].join("\n"),
};

export function unitName(name: string): string {
  return /\.(service|timer)$/.test(name) ? name : `${name}.service`;
}

export function unitAlert(name: string, lastLines: string[]): Alert {
  const unit = unitName(name);
  const answer =
    answers[unit] ??
    `Read what it wrote: journalctl -u ${unit} -n 100\nThen try it again: systemctl start ${unit}`;
  return {
    subject: `${unit} failed`,
    text: [
      `${unit} failed on the gallery's server.`,
      "",
      answer,
      "",
      `Its last ${lastLines.length} lines:`,
      "",
      ...lastLines.map((line) => `  ${line}`),
      "",
      'The site\'s docs/operating.md, "When something goes wrong", says more about each alert.',
      "",
    ].join("\n"),
  };
}
