// The running server's one connection to its database, opened (and migrated) when the server
// starts. Features share it: import `database` and prepare statements on it.
import { config } from "../runtime/config.server.ts";
import { openDatabase } from "./database.server.ts";

export const database = openDatabase(config.DATABASE_PATH);
