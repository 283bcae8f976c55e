import { useId } from "react";
import type { PagingHrefs } from "../domain/paging.ts";
import { EventCard, type EventCardProps } from "./event-card.tsx";
import { PagingLinks } from "./paging-links.tsx";
import styles from "./event-list.module.css";

interface EventListProps {
  heading: string;
  events: EventCardProps[];
  paging: PagingHrefs;
  loadMoreLabel: string;
  showAllLabel: string;
  /** Said when the list is empty. */
  emptyText: string;
}

/** One paged section of the Events screen ("Upcoming Events" or "Past Events"). */
export function EventList({
  heading,
  events,
  paging,
  loadMoreLabel,
  showAllLabel,
  emptyText,
}: EventListProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {events.length === 0 ? <p>{emptyText}</p> : null}
      <ul className={styles.list}>
        {events.map((event) => (
          <li key={`${event.when.dateTime} ${event.title}`}>
            <EventCard {...event} />
          </li>
        ))}
      </ul>
      <PagingLinks paging={paging} loadMoreLabel={loadMoreLabel} showAllLabel={showAllLabel} />
    </section>
  );
}
