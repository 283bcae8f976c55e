import { fullAddress, gallery } from "../content/gallery.ts";
import { ExternalLink } from "../components/external-link.tsx";
import { InstagramIcon } from "../components/icons.tsx";
import { MailingListButton } from "../features/mailing-list/mailing-list-button.tsx";
import styles from "./site-footer.module.css";

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.actions}>
          <ExternalLink href={gallery.instagram.url} className="button button-quiet">
            <InstagramIcon size={20} />
            Instagram
          </ExternalLink>
          <MailingListButton behaviour="toggle" className="button">
            Join Mailing List
          </MailingListButton>
          <ExternalLink href={gallery.donationUrl} className="button button-quiet">
            Donate
          </ExternalLink>
        </div>
        <p className={styles.address}>
          {gallery.name} · {fullAddress()}
        </p>
        <p className={styles.copyright}>
          © {gallery.copyrightYear} {gallery.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
