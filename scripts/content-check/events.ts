// What the content check sees in the events that no one event can show (product §3): no event
// twice, and each event's picture, inline HTML and internal link, which must lead to a page; and
// a time that Montpelier's clocks skip at the spring-forward change, which the schema cannot see
// without the time zone rules. An external link's address is the schema's to check.
import type { GalleryEvent } from "../../app/content/schema.ts";
import { eventId } from "../../app/domain/events.ts";
import { isGalleryWallTime } from "../../app/domain/gallery-time.ts";
import { checkUnique, type Located } from "./entries.ts";
import type { FieldChecks } from "./fields.ts";
import { leadsToAPage } from "./links.ts";

export function checkEvents(events: readonly Located<GalleryEvent>[], checks: FieldChecks) {
  const { report } = checks;
  checkUnique(
    events,
    // The id names the event's calendar file and UID (domain/events.ts eventId).
    (event) => eventId(event),
    "title",
    "the same event is listed twice",
    report,
  );
  for (const event of events) {
    const { value } = event;
    if (!isGalleryWallTime(value.date)) {
      report(
        event,
        "date",
        `${value.date} does not exist in Montpelier: the clocks skip from 2:00 to 3:00 that night`,
      );
    }
    value.description.forEach((html, index) => checks.html(event, `description[${index}]`, html));
    checks.html(event, "image.text", value.image.text);
    checks.image(event, "image.src", value.image.directory ?? "events", value.image.src);
    const link = value.link;
    if (link?.type === "internal" && !leadsToAPage(link.url, checks.known)) {
      report(event, "link.url", `internal link "${link.url}" leads to no page of the site`);
    }
  }
}
