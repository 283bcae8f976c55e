// The desk's members from the command line (docs/operating.md, "The members' desk"):
//   npm run members -- add EMAIL [--name NAME] [--role member|desk-admin]
//   npm run members -- remove EMAIL      the member, their sessions and codes go at once
//   npm run members -- list
//   npm run members -- sessions          who is signed in, since when, until when
//   npm run members -- revoke EMAIL      signs one member out everywhere
//   npm run members -- audit [--since YYYY-MM-DD]   who did what, when, oldest first
// It opens the database the server uses (DATABASE_PATH, from the site's settings file when the
// shell does not set it), safely while the server runs, and never makes one. Only
// this command adds members: the desk has no self-registration.
import { parseArgs } from "node:util";
import { isEmailAddress } from "../../domain/email-address.ts";
import { formatInstant } from "../../domain/gallery-time.ts";
import { openSiteDatabaseOrExit } from "../../runtime/maintenance.server.ts";
import { readAudit } from "./audit.server.ts";
import { addMember, listMembers, removeMember } from "./members.server.ts";
import { ROLES, isRole } from "./roles.ts";
import { listSessions, revokeSessions } from "./sessions.server.ts";

const USAGE = `usage: npm run members -- add EMAIL [--name NAME] [--role ${ROLES.join("|")}]
       npm run members -- remove EMAIL | list | sessions | revoke EMAIL | audit [--since YYYY-MM-DD]`;

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { name: { type: "string" }, role: { type: "string" }, since: { type: "string" } },
  });
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
}
const { positionals, values } = parsed;
const [command = "", email, ...extra] = positionals;
if (extra.length > 0) fail(USAGE);
const needsEmail = ["add", "remove", "revoke"].includes(command);
if (needsEmail && (!email || !isEmailAddress(email)))
  fail(`${command} needs an e-mail address.\n${USAGE}`);
if (!needsEmail && !["list", "sessions", "audit"].includes(command)) fail(USAGE);

const db = openSiteDatabaseOrExit("members");
const nowMs = Date.now();
const when = (ms: number) => formatInstant(new Date(ms));

if (command === "add" && email) {
  const role = values.role ?? "member";
  if (!isRole(role)) fail(`--role is one of ${ROLES.join(", ")}.`);
  const name = values.name?.trim() ?? "";
  const done = addMember(db, { email, name, role }, nowMs);
  console.error(`${done === "added" ? "Added" : "Updated"} ${email} as ${role}.`);
} else if (command === "remove" && email) {
  if (removeMember(db, email, nowMs)) {
    console.error(`Removed ${email}; their sessions ended with it.`);
  } else {
    console.error(`No member ${email}.`);
    process.exitCode = 1;
  }
} else if (command === "list") {
  for (const member of listMembers(db)) {
    console.log(`${member.email}\t${member.role}\t${member.name}\tadded ${when(member.addedAtMs)}`);
  }
} else if (command === "sessions") {
  for (const session of listSessions(db, nowMs)) {
    console.log(
      `${session.email}\tsigned in ${when(session.createdAtMs)}\tuntil ${when(session.expiresAtMs)}`,
    );
  }
} else if (command === "revoke" && email) {
  console.error(`Ended ${revokeSessions(db, email, nowMs)} session(s) of ${email}.`);
} else if (command === "audit") {
  const since = values.since ? Date.parse(values.since) : 0;
  if (Number.isNaN(since)) fail("--since takes a date, such as 2026-11-01.");
  for (const entry of readAudit(db, since, 100_000).reverse()) {
    console.log(`${when(entry.atMs)}\t${entry.actor}\t${entry.action}\t${entry.detail}`);
  }
}
db.close();
