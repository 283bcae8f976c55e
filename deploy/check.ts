// The check timer's run (front-check.service, every five minutes; docs/operating.md, "Alerts"):
// looks at the site's disks, its deep check and its certificate, and mails the operator each fault
// once when it starts and once when it clears. Exits 1 only when a mail owed could not be sent (it
// is owed again next run). Without mail (SMTP_URL unset) it checks and logs all the same, says
// once that alerts need mail, and succeeds: a host without mail has no failed unit every five
// minutes.
import path from "node:path";
import { sendAlert } from "./lib/alert-mail.ts";
import { decide, noteMailOff, readMemory, unsent, writeMemory } from "./lib/alert-memory.ts";
import { alertsNeedMail, readAlertSettings } from "./lib/alert-settings.ts";
import { certificateFault, deepCheckFault, diskFaults, type Fault } from "./lib/host-checks.ts";
import { certificate, deepCheck, diskFree } from "./lib/host-probes.ts";
import { readLive } from "./lib/live.ts";
import { layoutOf, readSettings } from "./lib/settings.ts";

async function main(): Promise<number> {
  const tool = readSettings(process.env);
  const alerts = readAlertSettings(tool.envFile, process.env);
  const live = readLive(tool.home);
  const disks = diskFree([tool.home, path.dirname(path.resolve(alerts.databasePath))]);
  const [deep, cert] = await Promise.all([
    live ? deepCheck(live.port) : null,
    certificate(alerts.siteUrl),
  ]);
  const faults = [
    ...diskFaults(disks, alerts.diskFreeBytes),
    deepCheckFault(deep, alerts.deepCheckHoldMs),
    certificateFault(cert, alerts.now, alerts.certificateDays),
  ].filter((fault): fault is Fault => fault !== null);
  const summary = `check: ${faults.length === 0 ? "all well" : faults.map((fault) => fault.subject).join("; ")}`;

  const state = layoutOf(tool.home).state;
  if (alerts.smtpUrl === null) {
    if (noteMailOff(state, alerts.now)) console.log(`check: ${alertsNeedMail(tool.envFile)}`);
    console.log(summary);
    return 0;
  }
  noteMailOff(state, null);
  const mail = { ...alerts, smtpUrl: alerts.smtpUrl };
  const file = path.join(state, "alerts.json");
  const memory = readMemory(file);
  const decided = decide(memory, faults, alerts.now);
  let next = decided.next;
  let unsentCount = 0;
  for (const transition of decided.mails) {
    try {
      await sendAlert(mail, transition.alert);
      console.log(`check: mailed ${alerts.to}: ${transition.alert.subject}`);
    } catch (error) {
      unsentCount += 1;
      next = unsent(memory, next, transition);
      console.error(`check: could not mail "${transition.alert.subject}": ${String(error)}`);
    }
  }
  writeMemory(file, next);
  console.log(summary);
  return unsentCount > 0 ? 1 : 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`check: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
