// The mailing list from the command line (README "Mailing list"):
//   npm run subscribers -- export > list.csv   every subscriber as CSV
//   npm run subscribers -- count               how many there are
//   npm run subscribers -- remove EMAIL        forget an address (an unsubscribe request)
// It opens the database the server uses (DATABASE_PATH), safely while the server runs.
import { parseConfig } from "../../runtime/config.server.ts";
import { openDatabase } from "../../database/database.server.ts";
import { csvLine } from "./csv.ts";
import { createSubscriberStore } from "./store.server.ts";

const USAGE = "usage: npm run subscribers -- export | count | remove EMAIL";

const [command, argument] = process.argv.slice(2);
if (command !== "export" && command !== "count" && command !== "remove") {
  console.error(USAGE);
  process.exit(2);
}
if (command === "remove" && !argument) {
  console.error(USAGE);
  process.exit(2);
}

const db = openDatabase(parseConfig(process.env).DATABASE_PATH);
const store = createSubscriberStore(db);

if (command === "export") {
  process.stdout.write(
    csvLine([
      "email",
      "first name",
      "last name",
      "joined",
      "last signed up",
      "first page",
      "messages",
      "latest message",
    ]),
  );
  for (const subscriber of store.all()) {
    process.stdout.write(
      csvLine([
        subscriber.email,
        subscriber.firstname,
        subscriber.lastname,
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
} else if (argument) {
  if (store.remove(argument)) {
    console.error(`Removed ${argument} and their messages.`);
  } else {
    console.error(`No subscriber ${argument}.`);
    process.exitCode = 1;
  }
}
db.close();
