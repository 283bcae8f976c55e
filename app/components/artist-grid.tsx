import { Link } from "react-router";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import styles from "./artist-grid.module.css";

export interface ArtistTile {
  paramName: string;
  name: string;
  thumbnail: Picture | null;
}

/**
 * The tiles seen first at every width (the row of six on a wide screen, the top two rows of three
 * on a phone) load at once, the others as they near the screen, so that the page's largest paint,
 * a tile, does not wait for layout (decision 014).
 */
const TILES_ON_FIRST_SCREEN = 6;

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
                  loading={index < TILES_ON_FIRST_SCREEN ? "eager" : "lazy"}
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
