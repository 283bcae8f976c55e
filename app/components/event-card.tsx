import type { EventWhen } from "../domain/events.ts";
import type { Picture } from "../domain/picture.ts";
import { ContentImage, loadingAmongOthers } from "./content-image.tsx";
import { CalendarIcon } from "./icons.tsx";
import styles from "./event-card.module.css";

export interface EventCardProps {
  /** The event's id (domain/events.ts eventId): the card's anchor, which its calendar entry links to. */
  id: string;
  title: string;
  when: EventWhen;
  picture: Picture;
  /** Its calendar file, `/events/{id}.ics`. */
  calendarHref: string;
  /** What is said of the event: Home gives its first paragraph, Events all of it and a link. */
  children: React.ReactNode;
  /** Its picture is the page's main one (the first card on Events): fetched first, at once. */
  leadsPage?: boolean;
}

/** One event, on Home and on Events: image, title, long date and time, then its text. */
export function EventCard({
  id,
  title,
  when,
  picture,
  calendarHref,
  children,
  leadsPage = false,
}: EventCardProps) {
  return (
    <article className={styles.event} id={id}>
      <div className={`crop-frame ${styles.frame}`}>
        <ContentImage
          picture={picture}
          {...loadingAmongOthers(leadsPage)}
          sizes="(min-width: 40rem) 16rem, calc(100vw - 2rem)"
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.when}>
          <time dateTime={when.dateTime}>{when.text}</time>
        </p>
        {children}
        {/* A plain link, not a route: the browser hands the .ics file to the calendar app. */}
        <a href={calendarHref} className={styles.calendar} aria-label={`Add to calendar: ${title}`}>
          <CalendarIcon />
          Add to calendar
        </a>
      </div>
    </article>
  );
}
