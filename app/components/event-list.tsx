import { useId } from "react";
import type { PagingHrefs } from "../domain/paging.ts";
import type { EventLink } from "../content/schema.ts";
import { EventCard, type EventCardProps } from "./event-card.tsx";
import { EventLinkButton } from "./event-link-button.tsx";
import { HtmlContent } from "./html-content.tsx";
import { PagingLinks } from "./paging-links.tsx";
import styles from "./event-list.module.css";

export type ListedEvent = Omit<EventCardProps, "children"> & {
  /** Description paragraphs, which may hold inline HTML. */
  paragraphs: string[];
  link?: EventLink;
};

interface EventListProps {
  heading: string;
  events: ListedEvent[];
  paging: PagingHrefs;
  loadMoreLabel: string;
  showAllLabel: string;
  /** Said when the list is empty. */
  emptyText: string;
  /** The list is the first on the page: its first card's picture is the page's main one. */
  leadsPage?: boolean;
}

/** One paged section of the Events screen ("Upcoming Events" or "Past Events"). */
export function EventList({
  heading,
  events,
  paging,
  loadMoreLabel,
  showAllLabel,
  emptyText,
  leadsPage = false,
}: EventListProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {events.length === 0 ? <p>{emptyText}</p> : null}
      <ul className={styles.list}>
        {events.map(({ paragraphs, link, ...card }, index) => (
          <li key={card.id}>
            <EventCard {...card} leadsPage={leadsPage && index === 0}>
              {paragraphs.map((paragraph, index) => (
                <HtmlContent key={index} html={paragraph} />
              ))}
              {link ? <EventLinkButton link={link} /> : null}
            </EventCard>
          </li>
        ))}
      </ul>
      <PagingLinks paging={paging} loadMoreLabel={loadMoreLabel} showAllLabel={showAllLabel} />
    </section>
  );
}
