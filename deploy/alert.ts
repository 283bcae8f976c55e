// `node deploy/alert.ts UNIT [LOG-FILE]`: mails the operator that UNIT failed, with its last
// lines: from the journal (front-alert@UNIT, started by systemd's OnFailure=) or from LOG-FILE
// (a cron line's `||`, where the output went to a file). docs/operating.md, "Alerts".
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { sendAlert } from "./lib/alert-mail.ts";
import { alertsNeedMail, readAlertSettings } from "./lib/alert-settings.ts";
import { readSettings } from "./lib/settings.ts";
import { unitAlert, unitName } from "./lib/unit-alert.ts";

const LINES = 30;

function lastLines(unit: string, logFile: string | undefined): string[] {
  try {
    const text = logFile
      ? readFileSync(logFile, "utf8")
      : execFileSync(
          "journalctl",
          ["--unit", unit, "--lines", String(LINES), "--no-pager", "--output", "short-iso"],
          { encoding: "utf8" },
        );
    return text.trimEnd().split("\n").slice(-LINES);
  } catch (error) {
    return [
      `(its lines could not be read: ${error instanceof Error ? error.message : String(error)})`,
    ];
  }
}

const [name, logFile] = process.argv.slice(2);
if (!name) {
  console.error("usage: node deploy/alert.ts UNIT [LOG-FILE]");
  process.exit(2);
}
try {
  const { envFile } = readSettings(process.env);
  const alerts = readAlertSettings(envFile, process.env);
  const unit = unitName(name);
  const alert = unitAlert(unit, lastLines(unit, logFile));
  if (alerts.smtpUrl === null) {
    // Not a failure of its own: the failed unit is in `systemctl --failed` and its journal.
    console.log(`alert: ${alert.subject}; ${alertsNeedMail(envFile)}`);
  } else {
    await sendAlert({ ...alerts, smtpUrl: alerts.smtpUrl }, alert);
    console.log(`alert: mailed ${alerts.to}: ${alert.subject}`);
  }
} catch (error) {
  console.error(`alert: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
