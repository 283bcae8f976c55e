// The server build's entry (vite.config.ts makes it build/server/index.js). The HTTP server in
// server/ imports nothing else of the app: it starts the site here, takes React Router's build
// from here, and asks here for each request's load context and security policy.
import * as build from "virtual:react-router/server-build";
import { RouterContextProvider } from "react-router";
import { events } from "./content/events.ts";
import { DESK_EDITOR, EDITOR_SIGN_IN_PATHS, PUBLISH_STATUS_PATH } from "./domain/site-pages.ts";
import { ANNOUNCE_PATH } from "./features/announcements/announce-paths.ts";
import { ASK_POST_PATH } from "./features/inquiries/ask-path.ts";
import { DESK_SIGN_IN_POST_PATH, DESK_UNRENDERED_PATHS } from "./features/desk/desk-paths.ts";
import { ROTA_CALENDAR_PATTERN } from "./features/desk/rota-paths.ts";
import { freshnessBoundOf } from "./domain/availability-pages.ts";
import { pageChangesOf } from "./domain/page-changes.ts";
import type { RequestClient } from "./http/endpoint-guard.ts";
import { type CspDirectives, cspDirectives, originOf } from "./http/content-security-policy.ts";
import { type WindowPolicies, windowPoliciesOf } from "./http/window-policies.ts";
import { parseConfig, parseListenConfig } from "./runtime/config.server.ts";
import { pageQueryValues } from "./runtime/page-query.ts";
import { cspNonceContext, requestClientContext, siteContext } from "./runtime/context.ts";
import type { DeepHealth } from "./runtime/deep-health.server.ts";
import { type Site, createSite } from "./runtime/site.server.ts";

export { build };

/** What the HTTP server knows of one request, for the app. */
export interface RequestFacts {
  cspNonce: string;
  client?: RequestClient;
}

/** The running site as the HTTP server sees it. */
export interface RunningSite {
  /** The settings the HTTP server itself needs. */
  http: {
    siteUrl: string;
    hsts: boolean;
    /** The proxies (addresses, CIDRs) whose X-Forwarded-For names the client. */
    trustProxy: string[];
    /**
     * Requests a minute one client may make to each rate-limited endpoint (0: no limit), by its
     * path as Express matches it ("/shows/:name/works/:id/ask{.data}{/_.data}").
     */
    rateLimits: Record<string, number>;
    /** Writes a minute to each of those endpoints from all clients together (0: no limit). */
    writeRateLimit: number;
    /** Pages answered from each request's cookies and whole address, never from a rendered copy. */
    unrenderedPaths: readonly string[];
  };
  /**
   * Changes whenever something a page shows changed outside the content (a work marked at the
   * desk, an announcement sent: the archive and the menu's "News"): rendered copies made before
   * are dropped.
   */
  pagesVersion: () => number;
  /**
   * Seconds at most that a shared cache may serve the page at `pathname` after the site made it
   * (it shows availability, which the desk changes at any time), or null for no bound beyond the
   * next change of the pages.
   */
  freshnessBound: (pathname: string) => number | null;
  now: () => Date;
  /** The first instant after `now` at which some page reads differently: caches keep no longer. */
  nextPageChange: (now: Date) => Date;
  /** The site's deep checks (GET /health/deep). */
  deepHealth: () => DeepHealth;
  loadContext: (facts: RequestFacts) => RouterContextProvider;
  /**
   * The query parameters the page at `pathname` reads, each with the values it tells apart;
   * its render ignores any other parameter or value.
   */
  queryOf: (pathname: string) => Readonly<Record<string, RegExp>>;
  /** The Content-Security-Policy of the page at `pathname`, as directives and their sources. */
  cspDirectives: (pathname: string, nonce: string) => CspDirectives;
  /** The Cross-Origin-Opener-Policy and Referrer-Policy of the page at `pathname`. */
  windowPolicies: (pathname: string) => WindowPolicies;
  stop: () => Promise<void>;
}

export { parseListenConfig } from "./runtime/config.server.ts";

/**
 * Parses the environment (failing with a message naming each bad variable) and starts the site.
 * `listeningOn` is the address the server got: with PORT=0 the OS chooses the port, so it is
 * known only once listening, and it is the site's address unless SITE_URL names another.
 */
export function startSite(
  env: Record<string, string | undefined>,
  listeningOn?: string,
): RunningSite {
  const osChosePort = parseListenConfig(env).PORT === 0;
  const siteEnv =
    osChosePort && !env.SITE_URL && listeningOn ? { ...env, SITE_URL: listeningOn } : env;
  return runningSite(createSite(parseConfig(siteEnv)));
}

export function runningSite(site: Site): RunningSite {
  const { config } = site;
  const mediaOrigins = originOf(config.IMAGES_BASE_URL);
  const apiOrigins = originOf(config.API_BASE_URL);
  const editorOrigins = originOf(config.EDITOR_LOCAL_BACKEND ?? "");
  return {
    http: {
      siteUrl: site.siteUrl,
      hsts: config.HSTS,
      trustProxy: config.TRUST_PROXY,
      rateLimits: {
        "/api/front-email": config.SIGNUP_RATE_LIMIT,
        "/api/vitals": config.VITALS_RATE_LIMIT,
        [ASK_POST_PATH]: config.INQUIRY_RATE_LIMIT,
        [DESK_SIGN_IN_POST_PATH]: config.DESK_SIGN_IN_RATE_LIMIT,
      },
      writeRateLimit: config.WRITE_RATE_LIMIT,
      // The desk and its editor answer only a signed-in member, from the request's cookie.
      unrenderedPaths: [
        ...EDITOR_SIGN_IN_PATHS,
        PUBLISH_STATUS_PATH,
        ...DESK_UNRENDERED_PATHS,
        ANNOUNCE_PATH,
        `${ANNOUNCE_PATH}.data`,
        ROTA_CALENDAR_PATTERN,
        DESK_EDITOR.page,
        DESK_EDITOR.config,
      ],
    },
    // Both only go up: their sum changes whenever either does.
    pagesVersion: () => site.desk.marksVersion() + site.announcements.archiveVersion(),
    freshnessBound: freshnessBoundOf,
    now: () => site.clock.now(),
    nextPageChange: pageChangesOf(events),
    deepHealth: () => site.deepHealth(),
    loadContext({ cspNonce, client }) {
      const context = new RouterContextProvider();
      context.set(siteContext, site);
      context.set(cspNonceContext, cspNonce);
      if (client) context.set(requestClientContext, client);
      return context;
    },
    queryOf: pageQueryValues,
    cspDirectives: (pathname, nonce) =>
      cspDirectives({ nonce, pathname, mediaOrigins, apiOrigins, editorOrigins }),
    windowPolicies: windowPoliciesOf,
    stop: () => site.stop(),
  };
}
