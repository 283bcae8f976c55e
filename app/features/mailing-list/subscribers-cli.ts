// The mailing list from the command line (docs/operating.md, "The mailing list"):
//   npm run subscribers -- export [--confirmed] > list.csv   subscribers as CSV, with their status
//   npm run subscribers -- count                  how many there are
//   npm run subscribers -- show EMAIL             everything stored about one person
//   npm run subscribers -- remove EMAIL           forget an address (an unsubscribe request)
//   npm run subscribers -- outbox                 mail given up or still failing
// It opens the database the server uses (DATABASE_PATH, from the site's settings file when the
// shell does not set it), safely while the server runs, and never makes one.
import { openSiteDatabaseOrExit } from "../../runtime/maintenance.server.ts";
import { csvLine } from "./csv.ts";
import { createSubscriberStore } from "./store.server.ts";
import { personalRecord, undeliveredMail } from "./subscriber-report.server.ts";

const USAGE =
  "usage: npm run subscribers -- export [--confirmed] | count | show EMAIL | remove EMAIL | outbox";
const COMMANDS = ["export", "count", "show", "remove", "outbox"];
const NEEDS_EMAIL = ["show", "remove"];

const [command = "", argument] = process.argv.slice(2);
const valid =
  COMMANDS.includes(command) &&
  (NEEDS_EMAIL.includes(command)
    ? Boolean(argument)
    : argument === undefined || (command === "export" && argument === "--confirmed"));
if (!valid) {
  console.error(USAGE);
  process.exit(2);
}

const db = openSiteDatabaseOrExit("subscribers");
const store = createSubscriberStore(db);

if (command === "export") {
  process.stdout.write(
    csvLine([
      "email",
      "first name",
      "last name",
      "status",
      "joined",
      "last signed up",
      "first page",
      "messages",
      "latest message",
    ]),
  );
  for (const subscriber of store.all({ confirmedOnly: argument === "--confirmed" })) {
    process.stdout.write(
      csvLine([
        subscriber.email,
        subscriber.firstname,
        subscriber.lastname,
        subscriber.status,
        subscriber.joinedAt,
        subscriber.updatedAt,
        subscriber.sourcePage,
        subscriber.messageCount,
        subscriber.latestMessage,
      ]),
    );
  }
} else if (command === "count") {
  console.log(store.count());
} else if (command === "show" && argument) {
  const record = personalRecord(db, store, argument);
  if (record) console.log(record.join("\n"));
  else {
    console.error(`Nothing is stored about ${argument}.`);
    process.exitCode = 1;
  }
} else if (command === "remove" && argument) {
  if (store.remove(argument, new Date())) {
    // Rebuild the file so that no page keeps a copy of what was deleted, then empty the log.
    db.exec("VACUUM");
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    console.error(`Removed ${argument}, their messages and queued mail; kept a salted hash only.`);
  } else {
    console.error(`No subscriber ${argument}.`);
    process.exitCode = 1;
  }
} else if (command === "outbox") {
  const lines = undeliveredMail(db);
  console.log(lines.length === 0 ? "No mail is failing." : lines.join("\n"));
}
db.close();
