// The running site: its configuration and the services made from it. Nothing happens when this
// module is imported; the server entry calls createSite() at start and stop() at the end.
import {
  type ContentRepository,
  createContentRepository,
} from "../features/content-commits/content-repository.server.ts";
import type { DatabaseSync } from "node:sqlite";
import type { RouterContextProvider } from "react-router";
import { openDatabase, schemaVersion } from "../database/database.server.ts";
import type { EditorAccess } from "../features/editor/editor-page.ts";
import { type SignIn, createSignIn } from "../features/editor/sign-in.server.ts";
import type { InquiryEndpoint } from "../features/inquiries/endpoint.server.ts";
import type { SignupEndpoint } from "../features/mailing-list/endpoint.server.ts";
import { createMailingList } from "../features/mailing-list/mailing-list.server.ts";
import type { Subscriptions } from "../features/mailing-list/subscriptions.server.ts";
import { readImageManifest } from "../features/pictures/manifest.server.ts";
import { type Pictures, createPictures } from "../features/pictures/pictures.server.ts";
import type { VitalsEndpoint } from "../features/web-vitals/endpoint.server.ts";
import { createWebVitals } from "../features/web-vitals/web-vitals.server.ts";
import { createPostOffice } from "../mail/post-office.server.ts";
import { type Clock, createClock } from "./clock.server.ts";
import { type DeepHealth, checkDeepHealth } from "./deep-health.server.ts";
import { type Desk, createDesk } from "./desk.server.ts";
import { createInquiries } from "./inquiries.server.ts";
import { startPublishNotices } from "./publish-notices.server.ts";
import { startRetention } from "./retention.server.ts";
import {
  type PublicConfig,
  type ServerConfig,
  allowedOriginsOf,
  backupDirOf,
  parseConfig,
  publicConfigOf,
  signupSecretOf,
  siteUrlOf,
} from "./config.server.ts";
import { siteContext } from "./context.ts";

export interface Site {
  config: ServerConfig;
  /** The site's public origin (SITE_URL, or the local address). */
  siteUrl: string;
  /** What the browser may know of the configuration. */
  publicConfig: PublicConfig;
  clock: Clock;
  database: DatabaseSync;
  pictures: Pictures;
  signups: SignupEndpoint;
  /** The members' desk (issue 24), and the shows with its marks over the content. */
  desk: Desk;
  /** Visitors' questions about works (issue 23). */
  inquiries: InquiryEndpoint;
  /** What the links in a subscriber's mail do (confirm, unsubscribe). */
  subscriptions: Subscriptions;
  webVitals: VitalsEndpoint;
  /** Members' sign-in to the editor through GitHub; null until its two settings are set. */
  signIn: SignIn | null;
  /** How members get into the editor (sign-in, a local backend), for its page and config. */
  editorAccess: EditorAccess;
  /** Members' Publishes committed by the site (issue 24); null until CONTENT_REMOTE is set. */
  contentRepository: ContentRepository | null;
  /** The deep checks (GET /health/deep): the database takes writes, its disk has room, the outbox moves. */
  deepHealth(): DeepHealth;
  /** Stops the outboxes, the retention timer and the Publish watcher, and closes the database. */
  stop(): Promise<void>;
}

export interface SiteOptions {
  log?: (line: string) => void;
  /** The site's clocks (tests pass a frozen one). */
  clock?: Clock;
}

export function createSite(
  config: ServerConfig,
  { log = console.log, clock = createClock(config.GALLERY_NOW) }: SiteOptions = {},
): Site {
  const siteUrl = siteUrlOf(config);
  const originPolicy = { allowedOrigins: allowedOriginsOf(config) };
  const database = openDatabase(config.DATABASE_PATH, undefined, {
    backupBeforeMigrating: backupDirOf(config),
  });
  // From here on SQLite never waits for a lock: node:sqlite would wait on the event loop, and
  // every page with it. Writers wait outside it instead (writeWhenFree).
  database.exec("PRAGMA busy_timeout = 0");
  // Every feature's mail leaves through this one post office, and the deep check asks it alone.
  const postOffice = createPostOffice({
    db: database,
    mail:
      config.SMTP_URL && config.GALLERY_INBOX
        ? { smtpUrl: config.SMTP_URL, inbox: config.GALLERY_INBOX }
        : null,
    clockMs: clock.realMs,
  });
  const mailingList = createMailingList({
    db: database,
    postOffice,
    clockMs: clock.realMs,
    siteUrl,
    originPolicy,
    secret: signupSecretOf(config),
  });
  const inquiries = createInquiries({
    db: database,
    postOffice,
    dailyLimitPerClient: config.INQUIRY_DAILY_LIMIT,
    clockMs: clock.realMs,
    siteUrl,
    originPolicy,
  });
  const contentRepository =
    config.CONTENT_REPOSITORY_PATH && config.CONTENT_REMOTE
      ? createContentRepository({
          repositoryPath: config.CONTENT_REPOSITORY_PATH,
          remote: config.CONTENT_REMOTE,
          branch: config.CONTENT_BRANCH,
          sshKey: config.CONTENT_SSH_KEY,
          committer: { name: "The Front's website", email: config.CONTENT_COMMITTER_EMAIL },
        })
      : null;
  const desk = createDesk({
    db: database,
    postOffice,
    contentRepository,
    log,
    nowMs: () => clock.now().getTime(),
    siteUrl,
    // The site's own pages only, whatever API_ALLOWED_ORIGINS lets post to the public endpoints:
    // a member's session must not act for another site's page.
    originPolicy: { allowedOrigins: [] },
  });
  const retention = startRetention({ db: database, clockMs: clock.realMs, log });
  // The gallery's inbox is told of refused and failed Publishes where both are set up.
  const publishNotices =
    postOffice.sends && config.PUBLISH_LOG
      ? startPublishNotices({
          db: database,
          logPath: config.PUBLISH_LOG,
          postOffice,
          siteUrl,
          clockMs: clock.realMs,
          log,
        })
      : null;
  const manifest = readImageManifest();
  if (!manifest) log("No image manifest: run `npm run images` for image sizes and variants.");
  log(
    `Mailing list: ${config.DATABASE_PATH} (schema ${schemaVersion(database)}); ${mailingList.describe()}`,
  );
  const signIn =
    config.GITHUB_OAUTH_CLIENT_ID && config.GITHUB_OAUTH_CLIENT_SECRET
      ? createSignIn(
          {
            clientId: config.GITHUB_OAUTH_CLIENT_ID,
            clientSecret: config.GITHUB_OAUTH_CLIENT_SECRET,
            authorizeUrl: config.GITHUB_OAUTH_AUTHORIZE_URL,
            tokenUrl: config.GITHUB_OAUTH_TOKEN_URL,
            siteUrl,
          },
          clock.realMs,
        )
      : null;
  return {
    config,
    siteUrl,
    publicConfig: publicConfigOf(config),
    clock,
    database,
    pictures: createPictures({ imagesBaseUrl: config.IMAGES_BASE_URL, manifest }),
    signups: mailingList.endpoint,
    desk,
    inquiries,
    subscriptions: mailingList.subscriptions,
    webVitals: createWebVitals(database, config.WEB_VITALS, clock.realMs, originPolicy),
    signIn,
    editorAccess: {
      signIn: signIn !== null,
      localBackend: config.EDITOR_LOCAL_BACKEND,
      siteUrl,
    },
    contentRepository,
    deepHealth: () =>
      checkDeepHealth({
        db: database,
        databasePath: config.DATABASE_PATH,
        stuckOutbox: postOffice.stuck,
      }),
    async stop() {
      retention.stop();
      await publishNotices?.stop();
      await desk.stop();
      await postOffice.stop();
      database.close();
    },
  };
}

let devSite: Site | undefined;

/**
 * The site a request belongs to. The production server hands it in the load context; the Vite
 * dev server has no server entry of ours, so there it is made on first use from the environment.
 */
export function siteOf(context: Readonly<RouterContextProvider>): Site {
  return context.get(siteContext) ?? (devSite ??= createSite(parseConfig(process.env)));
}
