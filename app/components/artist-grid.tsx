import { Link } from "react-router";
import type { Picture } from "../domain/picture.ts";
import { ContentImage, loadingAmongOthers } from "./content-image.tsx";
import styles from "./artist-grid.module.css";

export interface ArtistTile {
  paramName: string;
  name: string;
  thumbnail: Picture | null;
}

/** product §2.6 Artists: a tile per member, thumbnail (or a blank) and name, both one link. */
export function ArtistGrid({ artists }: { artists: readonly ArtistTile[] }) {
  return (
    <ul className={`tile-grid ${styles.grid}`}>
      {artists.map((artist, index) => (
        <li key={artist.paramName}>
          <Link to={`/artists/${artist.paramName}`} className={styles.tile}>
            <span className={`crop-frame ${styles.frame}`}>
              {artist.thumbnail ? (
                <ContentImage
                  picture={artist.thumbnail}
                  // The tiles are all one size: the first painted is the largest paint.
                  {...loadingAmongOthers(index === 0)}
                  sizes="(min-width: 77rem) 12rem, (min-width: 64rem) 16vw, (min-width: 40rem) 24vw, 32vw"
                />
              ) : (
                <span className={styles.blank} role="img" aria-label="no image available" />
              )}
            </span>
            <span className={styles.name}>{artist.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
