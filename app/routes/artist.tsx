import { Link, redirect } from "react-router";
import type { Route } from "./+types/artist";
import { artists } from "../content/artists.ts";
import { findArtistByParamName } from "../domain/artists.ts";
import { workListing, worksOfArtist } from "../domain/works.ts";
import { stripTags } from "../domain/html.ts";
import { person } from "../features/seo/structured-data.ts";
import { ArtistIconLinks } from "../components/artist-icon-links.tsx";
import { Carousel } from "../components/carousel.tsx";
import { ExternalLink } from "../components/external-link.tsx";
import { HtmlContent } from "../components/html-content.tsx";
import { VideoList } from "../components/video.tsx";
import { WorkChecklist } from "../components/work-checklist.tsx";
import { absoluteUrl, subjectPageMeta } from "../features/seo/page-meta.ts";
import { revalidateUnlessOnlyPictureChanged } from "../features/picture-viewer/picture-param.ts";
import { siteOf } from "../runtime/site.server.ts";
import styles from "./detail.module.css";

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  return subjectPageMeta(
    {
      title: loaderData?.name ?? "Artists",
      description: loaderData?.description ?? "A member artist of the Front.",
      path: `/artists/${params.name}`,
    },
    loaderData && { ...loaderData, picture: loaderData.slides[0]?.picture },
    { matches },
  );
}

// The picture viewer's ?picture= is not the loader's business (features/picture-viewer).
export const shouldRevalidate = revalidateUnlessOnlyPictureChanged;

export function loader({ params, context }: Route.LoaderArgs) {
  // Availability as the desk marked it (issue 24), over the content.
  const shows = siteOf(context).desk.shows();
  const artist = findArtistByParamName(artists, params.name);
  // product §7: an unknown artist goes back to the grid, as an HTTP redirect (no script needed).
  if (!artist) throw redirect("/artists");
  const { pictures, siteUrl } = siteOf(context);
  const artistSlides = pictures.slides("artists", artist.images, `Artwork by ${artist.name}`);
  const mainPicture = artistSlides[0]?.picture;
  return {
    name: artist.name,
    description: stripTags(artist.bio[0] ?? `${artist.name}, artist at the Front.`),
    website: artist.website,
    instagram: artist.instagram,
    slides: artistSlides,
    socialCard: artist.images[0] ? pictures.socialCard("artists", artist.images[0].src) : undefined,
    bio: artist.bio,
    videos: pictures.videos("artists", artist.videos),
    // Their works in the gallery's shows, those for sale first.
    works: worksOfArtist(shows, artist.paramName).map(({ show, work }) => ({
      ...workListing(show.name, work),
      picture: pictures.picture("shows", work.image, ""),
      showName: show.displayName,
    })),
    structuredData: person({
      artist,
      siteUrl,
      image: mainPicture ? absoluteUrl(siteUrl, mainPicture.src) : undefined,
    }),
  };
}

export default function Artist({ loaderData: artist }: Route.ComponentProps) {
  return (
    <article className="page">
      <Link to="/artists" className={`button button-quiet ${styles.back}`}>
        Back to artists
      </Link>
      <h1 className={styles.title}>{artist.name}</h1>
      <ArtistIconLinks name={artist.name} instagram={artist.instagram} website={artist.website} />
      {artist.slides.length > 0 ? (
        <Carousel label={`Artwork by ${artist.name}`} slides={artist.slides} leadsPage />
      ) : null}
      <div className={styles.text}>
        {artist.bio.map((paragraph) => (
          <HtmlContent key={paragraph} html={paragraph} />
        ))}
      </div>
      {artist.works.length > 0 ? (
        <section aria-labelledby="works" className={styles.works}>
          <h2 id="works">Works shown at the gallery</h2>
          <WorkChecklist works={artist.works} />
        </section>
      ) : null}
      <VideoList videos={artist.videos} />
      <div className={styles.actions}>
        <ExternalLink href={artist.instagram.link} className="button button-quiet">
          Instagram: {artist.instagram.handle}
        </ExternalLink>
        <ExternalLink href={artist.website} className="button button-quiet">
          Website: {artist.website}
        </ExternalLink>
      </div>
    </article>
  );
}
