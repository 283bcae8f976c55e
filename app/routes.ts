// The route table (product §2.1). The pages, and the module that renders each, are listed once in
// domain/site-pages.ts; the routes below them answer machines, not people.
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { ANY_OTHER_PATH, SITE_PAGES } from "./domain/site-pages.ts";

export default [
  ...SITE_PAGES.map(({ pattern, module }) =>
    pattern === "/" ? index(`routes/${module}`) : route(pattern.slice(1), `routes/${module}`),
  ),
  // The mailing-list sign-up endpoint (a resource route: no screen).
  route("api/front-email", "routes/api-front-email.ts"),
  // Web vitals beacons from visitors' browsers (a resource route).
  route("api/vitals", "routes/api-vitals.ts"),
  // Calendar files: every event (a feed to subscribe to), and each one alone.
  route("events.ics", "routes/events-ics.ts"),
  route("events/:file", "routes/event-ics.ts"),
  // The announcements' feed (Atom): their pages are in the list of pages.
  route("news/feed.xml", "routes/news-feed-xml.ts"),
  // For search engines (resource routes: no screen).
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Members' sign-in to the content editor through GitHub, served by the site itself.
  route("admin/auth", "routes/admin-auth.ts"),
  route("admin/callback", "routes/admin-callback.ts"),
  // What became of members' Publishes, from the updater's log (a page for members, noindex).
  route("admin/status", "routes/admin-status.ts"),
  // The members' desk (features/desk): sign-in by mailed code, marks, questions. Answered per
  // request from the member's cookie, never from a page copy.
  route("desk", "routes/desk.tsx"),
  route("desk/sign-in", "routes/desk-sign-in.tsx"),
  // A desk-admin's announcements to the mailing list (issue 32).
  route("desk/news", "routes/desk-news.tsx"),
  // A member's own calendar of the days they sit the gallery (issue 33), at a private token.
  route("desk/rota/:file", "routes/desk-rota-ics.ts"),
  // The content editor's configuration, script and chunks (its page is in the list of pages).
  route("admin/:file", "routes/admin-file.ts"),
  // The desk's editor (issue 24): its configuration, and the backend that commits for members.
  route("desk/editor/config.yml", "routes/desk-editor-config.ts"),
  route("desk/editor/api", "routes/desk-editor-api.ts"),
  // Any other path renders the Home screen (with status 200).
  route(ANY_OTHER_PATH, "routes/home.tsx", { id: "routes/any-other-path" }),
] satisfies RouteConfig;
