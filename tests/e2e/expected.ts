// What the screens should show, derived from the built-in content and the domain rules at each
// e2e server's frozen instant, so that the specs follow the content when it changes.
import { loadContent } from "../../scripts/content/load-content.ts";
import { splitEvents } from "../../app/domain/events.ts";
import { homeHeading } from "../../app/domain/home-heading.ts";
import { currentShow, pastShows } from "../../app/domain/shows.ts";
import { type E2eServer, e2eServers } from "./servers.ts";

const { shows, events } = await loadContent();

export function instantOf(server: E2eServer): Date {
  return new Date(e2eServers[server].now);
}

export function eventsAt(server: E2eServer) {
  return splitEvents(events, instantOf(server));
}

export function pastShowsAt(server: E2eServer) {
  return pastShows(shows, instantOf(server));
}

export function homeAt(server: E2eServer) {
  const now = instantOf(server);
  const show = currentShow(shows, now);
  if (!show) throw new Error("The built-in content has no show");
  return { show, heading: homeHeading(show, now) };
}

/** The path an image of that kind and file is served at (the e2e servers use the site itself). */
export function imagePath(kind: string, file: string): string {
  return `/images/${kind}/${file.split("/").map(encodeURIComponent).join("/")}`;
}
