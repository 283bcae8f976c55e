import { Link } from "react-router";
import type { Show } from "../content/schema.ts";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import { HtmlContent } from "./html-content.tsx";
import styles from "./current-show.module.css";

interface CurrentShowProps {
  heading: string;
  show: Show & { featured: Picture };
}

/** SPEC.md §2 Home: the current (or next) show, its lines separated by dividers. */
export function CurrentShow({ heading, show }: CurrentShowProps) {
  return (
    <section className={styles.show} aria-labelledby="current-show-heading">
      <h1 id="current-show-heading" className={styles.heading}>
        {heading}
      </h1>
      <ContentImage
        picture={show.featured}
        className={styles.image}
        fetchPriority="high"
        sizes="(min-width: 77rem) 75rem, calc(100vw - 2rem)"
      />
      <div className={styles.lines}>
        {show.superDisplayName ? <p className={styles.super}>{show.superDisplayName}</p> : null}
        <hr />
        <p className={styles.name}>{show.displayName}</p>
        {show.descriptionBold?.map((line) => (
          <div key={line}>
            <hr />
            <HtmlContent html={line} className={styles.bold} />
          </div>
        ))}
      </div>
      <Link to={`/shows/${show.name}`} className="button">
        View Exhibition Details
      </Link>
    </section>
  );
}
