import { Link } from "react-router";
import type { Picture } from "../domain/picture.ts";
import { ContentImage, loadingAmongOthers } from "./content-image.tsx";
import styles from "./artist-grid.module.css";

export interface ArtistTile {
  paramName: string;
  name: string;
  thumbnail: Picture | null;
}

/**
 * A tile's width at each breakpoint: 6, 4 and 3 columns of .tile-grid (gaps of 1rem, the page's
 * margins 1rem each side on a phone).
 */
const TILE_WIDTHS = [
  ["(min-width: 77rem) ", "12rem"],
  ["(min-width: 64rem) ", "16vw"],
  ["(min-width: 40rem) ", "24vw"],
  ["", "(100vw - 4rem) / 3"],
] as const;

/**
 * The width a tile's picture is drawn at, for choosing among its variants: the tile's, times the
 * artist's zoom (a tile zoomed 1.5 times needs a file half as wide again to stay sharp).
 */
function tileSizes(scale = 1): string {
  return TILE_WIDTHS.map(([media, width]) =>
    scale === 1 ? `${media}calc(${width})` : `${media}calc((${width}) * ${scale})`,
  ).join(", ");
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
                  sizes={tileSizes(artist.thumbnail.scale)}
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
