import type { Picture } from "../domain/picture.ts";
import styles from "./picture-link.module.css";

/**
 * Marks a link to a picture's largest version that the picture viewer opens in place
 * (features/picture-viewer finds the links by it, in page order).
 */
export const VIEWABLE_PICTURE = "data-viewable-picture";

interface PictureLinkProps {
  picture: Picture;
  children: React.ReactNode;
}

/**
 * An artwork picture that opens large: a plain link to its largest JPEG, which works without
 * JavaScript; with it, the picture viewer intercepts the click. Its caption, if any, is the
 * <figcaption> of the <figure> around it. A picture without variants stays as it is.
 */
export function PictureLink({ picture, children }: PictureLinkProps) {
  const { large } = picture;
  if (!large) return children;
  return (
    <a
      href={large.src}
      className={styles.link}
      {...{ [VIEWABLE_PICTURE]: "" }}
      data-width={large.width}
      data-height={large.height}
    >
      {children}
      <span className="visually-hidden"> (view larger)</span>
    </a>
  );
}
