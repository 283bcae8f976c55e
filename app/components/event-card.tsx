import type { EventLink } from "../content/schema.ts";
import type { EventWhen } from "../domain/events.ts";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import { EventLinkButton } from "./event-link-button.tsx";
import { HtmlContent } from "./html-content.tsx";
import styles from "./event-card.module.css";

export interface EventCardProps {
  title: string;
  when: EventWhen;
  /** Description paragraphs, which may hold inline HTML. */
  paragraphs: string[];
  picture: Picture;
  link?: EventLink;
}

/** One event on the Events screen: image, title, when, description and its optional link. */
export function EventCard({ title, when, paragraphs, picture, link }: EventCardProps) {
  return (
    <article className={styles.event}>
      <div className={styles.frame}>
        <ContentImage
          picture={picture}
          className={styles.image}
          loading="lazy"
          sizes="(min-width: 40rem) 16rem, calc(100vw - 2rem)"
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        <p className={styles.when}>
          <time dateTime={when.dateTime}>{when.text}</time>
        </p>
        {paragraphs.map((paragraph, index) => (
          <HtmlContent key={index} html={paragraph} />
        ))}
        {link ? <EventLinkButton link={link} /> : null}
      </div>
    </article>
  );
}
