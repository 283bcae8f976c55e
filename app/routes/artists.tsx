import type { Route } from "./+types/artists";
import { artists } from "../content/artists.ts";
import { memberArtists } from "../domain/artists.ts";
import { ArtistGrid } from "../components/artist-grid.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Artists",
      description:
        "The member artists of the Front, the artist-run cooperative gallery in Montpelier, Vermont.",
      path: "/artists",
    },
    { matches },
  );
}

export function loader({ context }: Route.LoaderArgs) {
  const { pictures } = siteOf(context);
  return {
    artists: memberArtists(artists).map((artist) => ({
      paramName: artist.paramName,
      name: artist.name,
      // The name is written beside the thumbnail, so the picture itself needs no alt text.
      thumbnail: artist.thumbnail
        ? pictures.picture("artists", artist.thumbnail.src, "", artist.thumbnail)
        : null,
    })),
  };
}

export default function Artists({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page">
      <h1>Artists</h1>
      <ArtistGrid artists={loaderData.artists} />
    </div>
  );
}
