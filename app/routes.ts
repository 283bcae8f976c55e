// SPEC.md §2, route table. Each screen's code is the module named here.
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("events", "routes/events.tsx"),
  route("artists", "routes/artists.tsx"),
  route("artists/:name", "routes/artist.tsx"),
  route("shows", "routes/shows.tsx"),
  route("shows/:name", "routes/show.tsx"),
  route("visit", "routes/visit.tsx"),
  route("about", "routes/about.tsx"),
  route("instagram", "routes/instagram.tsx"),
  // The mailing-list sign-up endpoint (a resource route: no screen).
  route("api/front-email", "routes/api-front-email.ts"),
  // Web vitals beacons from visitors' browsers (a resource route).
  route("api/vitals", "routes/api-vitals.ts"),
  // For search engines (resource routes: no screen).
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  // Any other path renders the Home screen (with status 200).
  route("*", "routes/home.tsx", { id: "routes/any-other-path" }),
] satisfies RouteConfig;
