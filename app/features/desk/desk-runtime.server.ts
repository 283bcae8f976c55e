// What the desk's pages and actions need of the running site: made at start by
// runtime/desk.server.ts, reached by every desk route through the site object (site.desk.runtime).
import type { DatabaseSync } from "node:sqlite";
import type { OriginPolicy } from "../../http/cross-site.ts";

export interface DeskRuntime {
  db: DatabaseSync;
  /** The site's "now" in milliseconds (GALLERY_NOW when frozen): codes and sessions lapse by it. */
  nowMs: () => number;
  /** Cookies say Secure unless the site itself is plain HTTP (tests on loopback only). */
  secureCookies: boolean;
  originPolicy: OriginPolicy;
  /** Mail is configured: codes can be sent. */
  mail: boolean;
  /** A code may have been queued: send it soon (called for unlisted addresses too). */
  afterCodeQueued(): void;
  /** Wrong codes raised an alert: mail the desk-admins now. */
  afterAlertQueued(): void;
  /** A work was marked: pages that show availability must be rendered again. */
  afterMark(): void;
  /** The rota changed (a claim, a give-back, turned on): pages with "open now" render again. */
  afterRotaChange(): void;
}
