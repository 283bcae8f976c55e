import type { StatusChange } from "../domain/open-now.ts";
import type { Picture } from "../domain/picture.ts";
import { ContentImage } from "./content-image.tsx";
import { ExternalLink } from "./external-link.tsx";
import { GalleryLinks } from "./gallery-links.tsx";
import { Hours } from "./hours.tsx";
import { UnsatDays } from "./unsat-days.tsx";
import styles from "./visit-details.module.css";

interface VisitDetailsProps {
  address: string;
  mapsUrl: string;
  email: string;
  phone: { display: string; dial: string };
  donationUrl: string;
  backdrop: Picture;
  /** Whether the gallery is open, from now through the coming week. */
  openNow: readonly StatusChange[];
  /** The coming opening days no member sits yet, in words (the rota, issue 33). */
  unsatDays: readonly string[];
  /** The "Join our mailing list" button (the mailing-list feature owns it). */
  mailingListButton: React.ReactNode;
}

/** product §2.10 Contact / Visit, over a faded photo of the gallery. */
export function VisitDetails({
  address,
  mapsUrl,
  email,
  phone,
  donationUrl,
  backdrop,
  openNow,
  unsatDays,
  mailingListButton,
}: VisitDetailsProps) {
  return (
    <div className={styles.visit}>
      <ContentImage
        picture={backdrop}
        className={styles.backdrop}
        fetchPriority="low"
        sizes="100vw"
      />
      <div className={`page ${styles.content}`}>
        <h1 className={styles.title}>Contact Us / Visit</h1>
        <section className={`${styles.panel} ${styles.main}`} aria-labelledby="visit-in-person">
          <h2 id="visit-in-person" className={styles.first}>
            Come visit us in person!
          </h2>
          <p className={styles.address}>
            <ExternalLink href={mapsUrl}>{address}</ExternalLink>
          </p>
          <GalleryLinks withAddress={false} />
          <Hours headingLevel={3} openNow={openNow} />
          <UnsatDays days={unsatDays} phone={phone} />
          {mailingListButton}
        </section>
        <section className={styles.panel} aria-labelledby="visit-by-appointment">
          <h2 id="visit-by-appointment" className={styles.first}>
            Unable to Visit During Regular Hours?
          </h2>
          <p>
            We are happy to open the gallery for you by appointment. Email us at{" "}
            <a href={`mailto:${email}`}>{email}</a> or call{" "}
            <a href={`tel:${phone.dial}`}>{phone.display}</a> to arrange a time.
          </p>
        </section>
        <section className={styles.panel} aria-labelledby="visit-donate">
          <h2 id="visit-donate" className={styles.first}>
            Donate
          </h2>
          <p>
            The Front is run by its member artists. Your gift helps keep the doors open and the
            shows free for everyone.
          </p>
          <ExternalLink href={donationUrl} className="button">
            Donate
          </ExternalLink>
        </section>
      </div>
    </div>
  );
}
