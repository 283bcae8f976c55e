import { Link } from "react-router";
import type { EventLink } from "../content/schema.ts";
import { ExternalLink } from "./external-link.tsx";

/**
 * An event's optional link (product §2.5 Events): an internal one navigates inside the site, an
 * external one opens a new tab.
 */
export function EventLinkButton({ link }: { link: EventLink }) {
  if (link.type === "internal") {
    return (
      <Link to={link.url} className="button">
        {link.text}
      </Link>
    );
  }
  return (
    <ExternalLink href={link.url} className="button">
      {link.text}
    </ExternalLink>
  );
}
