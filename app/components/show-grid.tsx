import { Link } from "react-router";
import type { Picture } from "../domain/picture.ts";
import { ContentImage, loadingAmongOthers } from "./content-image.tsx";
import styles from "./show-grid.module.css";

export interface ShowTile {
  name: string;
  displayName: string;
  picture: Picture;
}

/** product §2.8 Shows: a tile per show, its featured image and name linking to its page. */
export function ShowGrid({ shows }: { shows: ShowTile[] }) {
  return (
    <ul className={`tile-grid ${styles.grid}`}>
      {shows.map((show, index) => (
        <li key={show.name}>
          <Link to={`/shows/${show.name}`} className={styles.tile}>
            <span className={`crop-frame ${styles.frame}`}>
              <ContentImage
                picture={show.picture}
                className={styles.image}
                // The tiles are all one size: the first painted is the largest paint.
                {...loadingAmongOthers(index === 0)}
                sizes="(min-width: 77rem) 18rem, (min-width: 64rem) 24vw, (min-width: 40rem) 32vw, 48vw"
              />
            </span>
            <span className={styles.name}>{show.displayName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
