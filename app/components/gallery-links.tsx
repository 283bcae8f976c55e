import { fullAddress, gallery, mapsUrl } from "../content/gallery.ts";
import { ExternalLink } from "./external-link.tsx";
import { InstagramIcon } from "./icons.tsx";
import styles from "./gallery-links.module.css";

interface GalleryLinksProps {
  /** Off where the page already shows the address on its own. */
  withAddress?: boolean;
}

/** The shared link/social block (product §2.13 Home and Visit): where and how to reach us. */
export function GalleryLinks({ withAddress = true }: GalleryLinksProps) {
  return (
    <ul className={styles.links}>
      {withAddress ? (
        <li>
          <ExternalLink href={mapsUrl()}>{fullAddress()}</ExternalLink>
        </li>
      ) : null}
      <li>
        <a href={`mailto:${gallery.email}`}>{gallery.email}</a>
      </li>
      <li>
        <a href={`tel:${gallery.phone.dial}`}>{gallery.phone.display}</a>
      </li>
      <li>
        <ExternalLink href={gallery.instagram.url} className={styles.instagram}>
          <InstagramIcon size={20} />
          <span>@{gallery.instagram.handle}</span>
        </ExternalLink>
      </li>
    </ul>
  );
}
