import type { Route } from "./+types/instagram";
import { gallery } from "../content/gallery.ts";
import { ExternalLink } from "../components/external-link.tsx";
import { InstagramEmbed } from "../components/instagram-embed.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Instagram",
      description:
        "The Front's Instagram feed: new work, openings and events at the artist-run gallery in Montpelier, Vermont.",
      path: "/instagram",
    },
    { matches },
  );
}

export function loader() {
  return {
    profileUrl: `${gallery.instagram.url.replace(/\/+$/, "")}/`,
    handle: gallery.instagram.handle,
  };
}

export default function Instagram({ loaderData }: Route.ComponentProps) {
  const { profileUrl, handle } = loaderData;
  return (
    <div className="page">
      <h1>Instagram</h1>
      <p>New work, openings and goings-on at the gallery, as we post them.</p>
      <InstagramEmbed profileUrl={profileUrl} handle={handle} />
      {/* Serves on its own when the embed is blocked, slow or JavaScript is off. */}
      <p>
        <ExternalLink href={profileUrl} className="button button-quiet">
          Follow @{handle} on Instagram
        </ExternalLink>
      </p>
    </div>
  );
}
