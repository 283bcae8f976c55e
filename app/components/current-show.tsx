import { Fragment } from "react";
import { Link } from "react-router";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import { HtmlContent } from "./html-content.tsx";
import { PictureLink } from "./picture-link.tsx";
import styles from "./current-show.module.css";

/** What Home shows of the current show, and nothing more. */
export interface CurrentShowSummary {
  name: string;
  displayName: string;
  superDisplayName?: string;
  descriptionBold?: string[];
  featured: Picture;
}

interface CurrentShowProps {
  heading: string;
  show: CurrentShowSummary;
}

/** product §2.4 Home: the current (or next) show, its lines separated by dividers. */
export function CurrentShow({ heading, show }: CurrentShowProps) {
  const lines = [
    ...(show.superDisplayName ? [<p className={styles.super}>{show.superDisplayName}</p>] : []),
    <p className={styles.name}>{show.displayName}</p>,
    ...(show.descriptionBold ?? []).map((line) => (
      <HtmlContent html={line} className={styles.bold} />
    )),
  ];
  return (
    <section className={styles.show} aria-labelledby="current-show-heading">
      <h1 id="current-show-heading" className={styles.heading}>
        {heading}
      </h1>
      <div className={styles.media}>
        <PictureLink picture={show.featured}>
          <ContentImage
            picture={show.featured}
            className={styles.image}
            fetchPriority="high"
            sizes="(min-width: 77rem) 44rem, (min-width: 56rem) 58vw, calc(100vw - 2rem)"
          />
        </PictureLink>
      </div>
      <div className={styles.details}>
        <div className={styles.lines}>
          {lines.map((line, index) => (
            <Fragment key={index}>
              {index > 0 ? <hr /> : null}
              {line}
            </Fragment>
          ))}
        </div>
        <Link to={`/shows/${show.name}`} className="button">
          View Exhibition Details
        </Link>
      </div>
    </section>
  );
}
