// The database schema, as numbered steps, one file each in ./migrations/ (NN-what-it-adds.ts).
// Never edit a step that has shipped: add a file with the next number and list it last here.
// Each runs once, in a transaction, and bumps PRAGMA user_version (./database.server.ts).
import { migration1 } from "./migrations/01-mailing-list.ts";
import { migration2 } from "./migrations/02-web-vitals.ts";
import { migration3 } from "./migrations/03-double-opt-in.ts";
import { migration4 } from "./migrations/04-sign-up-address.ts";
import { migration5 } from "./migrations/05-publish-notices.ts";
import { migration6 } from "./migrations/06-inquiries.ts";
import { migration7 } from "./migrations/07-desk.ts";
import { migration8 } from "./migrations/08-spent-marks.ts";
import { migration9 } from "./migrations/09-desk-sign-in-limits.ts";
import { migration10 } from "./migrations/10-inquiries-per-client.ts";
import { migration11 } from "./migrations/11-rota.ts";
import { migration12 } from "./migrations/12-announcements.ts";

export interface Migration {
  /** 1, 2, 3… in order, without gaps. */
  version: number;
  description: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  migration1,
  migration2,
  migration3,
  migration4,
  migration5,
  migration6,
  migration7,
  migration8,
  migration9,
  migration10,
  migration11,
  migration12,
];
