// `npm run content:check`: loads every content file (scripts/content/load-content.ts) and runs
// the content check on it (./check.ts). Prints one line per problem, naming the file, the entry
// and the field, and fails when there is any. Warns, without failing, when the content is running
// out (./freshness.ts), judged by today's date.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { contentOf } from "../content/load-content.ts";
import { formatError } from "./check.ts";
import { checkRepository } from "./check-repository.ts";
import { staleShowsWarning } from "./freshness.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const { errors, files } = await checkRepository(root);

for (const error of errors) console.error(formatError(error));
if (errors.length > 0) {
  console.error(`content: ${errors.length} problem${errors.length === 1 ? "" : "s"}`);
  process.exitCode = 1;
} else {
  const { shows, artists, events } = contentOf(files);
  const warning = staleShowsWarning(shows, new Date());
  if (warning) console.warn(`content: warning: ${warning}`);
  console.log(
    `content: ${shows.length} shows, ${artists.length} artists, ${events.length} events and the gallery's facts checked; no problems`,
  );
}
