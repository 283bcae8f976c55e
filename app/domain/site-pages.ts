// The site's pages (product §2.1), written once. The route table, the menu, the sitemap, the
// Content-Security-Policy's per-page third parties, the web-vitals route names and the content
// check's link check are all derived from this list.
import { SHOWN_COUNT_VALUE } from "./paging.ts";

/**
 * Third parties a page embeds; the CSP lets each in on its pages only. "editor" is the content
 * editor (Decap CMS), which gets a policy of its own.
 */
export type Embed = "instagram" | "youtube" | "editor";

export interface SitePage {
  /** The route pattern; `:name` is a show's or an artist's name, `:id` a work's in its show. */
  pattern: string;
  /** The route module in app/routes/ that renders it. */
  module: string;
  /** Its label in the top bar, in menu order; absent for pages reached from another page. */
  menuLabel?: string;
  /** In the top bar only once there is something to show: "news", an announcement sent. */
  menuOnlyWith?: "news";
  /**
   * Not a public page: never in the menu, the sitemap or a content link, and marked noindex.
   * "mail-link": reached only from a link in a subscriber's mail, and personal to it;
   * "editor": the content editor, for members; "form": a form about something a public page
   * shows (asking about a work); "printout": a sheet the gallery prints for its wall or desk.
   */
  unlisted?: "mail-link" | "editor" | "form" | "printout";
  embeds?: readonly Embed[];
  /**
   * It shows works' availability, which members change at the desk at any time (issue 24): a
   * shared cache serves it for a bounded time only (domain/availability-pages.ts).
   */
  showsAvailability?: true;
  /**
   * Its "open now" follows the desk's rota (issue 33), which members change at any time: a shared
   * cache serves it for the same bounded time as availability.
   */
  followsRota?: true;
  /**
   * The query parameters the page reads, each with the values it tells apart (any other value
   * reads as absent). Its render depends on nothing else of the query, so the page cache keys
   * by these alone and renders the page at an address without the rest.
   */
  query?: QueryValues;
}

/** Query parameters and the values a page tells apart. */
export type QueryValues = Readonly<Record<string, RegExp>>;

/** How many of each list /events shows (product §5.2: `?upcoming=10&past=all`). */
export const EVENTS_QUERY = { upcoming: "upcoming", past: "past" } as const;
/** How many past shows /shows shows (`?past=16`). */
export const SHOWS_QUERY = { past: "past" } as const;
/** The signed token of a link in a subscriber's mail (`?token=c.…`). */
export const MAIL_LINK_QUERY = { token: "token" } as const;
/** What a token may look like; the mailing list checks its signature. */
const MAIL_LINK_TOKEN_VALUE = /^[\w.-]{1,200}$/;

export const SITE_PAGES = [
  { pattern: "/", module: "home.tsx", menuLabel: "Home", followsRota: true },
  {
    pattern: "/events",
    module: "events.tsx",
    menuLabel: "Events",
    query: {
      [EVENTS_QUERY.upcoming]: SHOWN_COUNT_VALUE,
      [EVENTS_QUERY.past]: SHOWN_COUNT_VALUE,
    },
  },
  { pattern: "/artists", module: "artists.tsx", menuLabel: "Artists" },
  // Artists show their videos, some on YouTube.
  { pattern: "/artists/:name", module: "artist.tsx", embeds: ["youtube"], showsAvailability: true },
  {
    pattern: "/shows",
    module: "shows.tsx",
    menuLabel: "Shows",
    query: { [SHOWS_QUERY.past]: SHOWN_COUNT_VALUE },
  },
  { pattern: "/shows/:name", module: "show.tsx", embeds: ["youtube"], showsAvailability: true },
  // A work's own address (issue 23): shared, printed, opened from a wall label.
  { pattern: "/shows/:name/works/:id", module: "work.tsx", showsAvailability: true },
  // Asking the gallery about one work (issue 23): a form; what was sent is shown only in the
  // post's own response, never at an address (issue 31).
  {
    pattern: "/shows/:name/works/:id/ask",
    module: "ask.tsx",
    unlisted: "form",
    showsAvailability: true,
  },
  // For the gallery's wall and desk (issue 23): printed, never found by search.
  {
    pattern: "/shows/:name/price-list",
    module: "price-list.tsx",
    unlisted: "printout",
    showsAvailability: true,
  },
  {
    pattern: "/shows/:name/labels",
    module: "labels.tsx",
    unlisted: "printout",
    showsAvailability: true,
  },
  // The announcements sent to the mailing list (issue 32), each at its own address.
  { pattern: "/news", module: "news.tsx", menuLabel: "News", menuOnlyWith: "news" },
  { pattern: "/news/:name", module: "news-item.tsx" },
  { pattern: "/visit", module: "visit.tsx", menuLabel: "Visit", followsRota: true },
  { pattern: "/about", module: "about.tsx", menuLabel: "About Us" },
  // In the top bar as an icon, after the other items.
  { pattern: "/instagram", module: "instagram.tsx", menuLabel: "Instagram", embeds: ["instagram"] },
  // The links in a subscriber's mail (issue 9).
  {
    pattern: "/mailing-list/confirm",
    module: "mailing-list-confirm.tsx",
    unlisted: "mail-link",
    query: { [MAIL_LINK_QUERY.token]: MAIL_LINK_TOKEN_VALUE },
  },
  {
    pattern: "/mailing-list/unsubscribe",
    module: "mailing-list-unsubscribe.tsx",
    unlisted: "mail-link",
    query: { [MAIL_LINK_QUERY.token]: MAIL_LINK_TOKEN_VALUE },
  },
  // The content editor (docs/members.md): a resource route, noindex.
  { pattern: "/admin", module: "admin.ts", embeds: ["editor"], unlisted: "editor" },
  // The same editor for members signed in at the desk, without GitHub (issue 24).
  { pattern: "/desk/editor", module: "desk-editor.ts", embeds: ["editor"], unlisted: "editor" },
] as const satisfies readonly SitePage[];

export type PagePattern = (typeof SITE_PAGES)[number]["pattern"];

/** The unknown-path screen's name among the patterns (product §7: it renders Home). */
export const ANY_OTHER_PATH = "*";

/** The editor's content lives under this path (its page, configuration, scripts, sign-in). */
export const EDITOR_PATH = "/admin";
/**
 * Members' sign-in to the editor through GitHub (features/editor/sign-in.server.ts): answered
 * per request, from its cookie and whole address, never from a page copy.
 */
export const EDITOR_SIGN_IN = {
  auth: `${EDITOR_PATH}/auth`,
  callback: `${EDITOR_PATH}/callback`,
} as const;
export const EDITOR_SIGN_IN_PATHS: readonly string[] = Object.values(EDITOR_SIGN_IN);
/**
 * What became of members' Publishes (features/publishes/): read from the updater's log at each
 * request, never from a page copy.
 */
export const PUBLISH_STATUS_PATH = `${EDITOR_PATH}/status`;

/**
 * The desk's editor (issue 24): its page, its configuration, and the backend its Publishes post
 * to, where the site commits for the signed-in member.
 */
export const DESK_EDITOR = {
  page: "/desk/editor",
  config: "/desk/editor/config.yml",
  api: "/desk/editor/api",
} as const;

/**
 * Public pages whose address takes no name: the ones that exist whatever the content (the
 * sitemap and the content check's links). /news is listed by the sitemap once it has news.
 */
export const FIXED_PAGES: readonly string[] = (SITE_PAGES as readonly SitePage[])
  .filter((page) => !page.unlisted && !page.menuOnlyWith && !page.pattern.includes(":"))
  .map((page) => page.pattern);

/** The top bar's items, in order; `onlyWith` ones only when the site has that to show. */
export const MENU_PAGES: readonly { path: string; label: string; onlyWith?: "news" }[] =
  SITE_PAGES.flatMap((page: SitePage) =>
    page.menuLabel
      ? [
          {
            path: page.pattern,
            label: page.menuLabel,
            ...(page.menuOnlyWith ? { onlyWith: page.menuOnlyWith } : {}),
          },
        ]
      : [],
  );

/**
 * The page a path belongs to ("/shows/after-dark?x=1" -> the "/shows/:name" page), ignoring the
 * query, the fragment and a trailing slash; undefined for a path no page has. `name` is the
 * `:name` the path gives, decoded, and `params` every parameter ("/shows/a/works/b": name "a",
 * id "b").
 */
export function pageOfPath(
  path: string,
): { page: SitePage; name?: string; params: Record<string, string> } | undefined {
  const clean = path.split(/[?#]/, 1)[0]?.replace(/(.)\/+$/, "$1") || "/";
  const segments = clean.split("/");
  for (const page of SITE_PAGES as readonly SitePage[]) {
    const params = matchSegments(page.pattern.split("/"), segments);
    if (!params) continue;
    return { page, params, ...(params["name"] === undefined ? {} : { name: params["name"] }) };
  }
  return undefined;
}

/** The parameters a path's segments give a pattern's, or null when they do not match. */
function matchSegments(
  pattern: readonly string[],
  segments: readonly string[],
): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? "";
    if (part.startsWith(":")) {
      if (segment === "") return null;
      params[part.slice(1)] = decodeName(segment);
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** The route pattern a path's page has, or "*" for any other path. */
export function patternOfPath(path: string): string {
  return pageOfPath(path)?.page.pattern ?? ANY_OTHER_PATH;
}

/** The query parameters the page at `path` reads (none for a path no page has). */
export function queryOfPath(path: string): QueryValues {
  return pageOfPath(path)?.page.query ?? {};
}

/** The third parties the page at `path` embeds. */
export function embedsOfPath(path: string): readonly Embed[] {
  return pageOfPath(path)?.page.embeds ?? [];
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
