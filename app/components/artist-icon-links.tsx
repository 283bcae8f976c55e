import { ExternalLink } from "./external-link.tsx";
import { InstagramIcon, WebsiteIcon } from "./icons.tsx";
import { Tooltip } from "./tooltip.tsx";
import styles from "./artist-icon-links.module.css";

interface ArtistIconLinksProps {
  name: string;
  instagram: { handle: string; link: string };
  website: string;
}

function websiteHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** product §2.7 Artist detail: Instagram and website as icons, each explained by a tooltip. */
export function ArtistIconLinks({ name, instagram, website }: ArtistIconLinksProps) {
  // The name says what the icon is; the tooltip adds where it leads.
  const links = [
    {
      href: instagram.link,
      label: `${name} on Instagram`,
      tooltip: `Instagram: @${instagram.handle}`,
      icon: <InstagramIcon />,
    },
    {
      href: website,
      label: `${name}'s website`,
      tooltip: `Website: ${websiteHost(website)}`,
      icon: <WebsiteIcon />,
    },
  ];
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.label}>
          <Tooltip text={link.tooltip}>
            {(tooltipId) => (
              <ExternalLink
                href={link.href}
                className={styles.icon}
                aria-label={link.label}
                aria-describedby={tooltipId}
              >
                {link.icon}
              </ExternalLink>
            )}
          </Tooltip>
        </li>
      ))}
    </ul>
  );
}
