import { Link, redirect } from "react-router";
import type { Route } from "./+types/work";
import { artists } from "../content/artists.ts";
import { workArtistName } from "../content/works.ts";
import { findArtistByParamName } from "../domain/artists.ts";
import { findShowByName } from "../domain/shows.ts";
import { findWork, isForSale, priceText, workAlt, workSummary } from "../domain/works.ts";
import { visualArtwork } from "../features/seo/structured-data.ts";
import { AvailabilityMark } from "../components/availability-mark.tsx";
import { ContentImage } from "../components/content-image.tsx";
import { PictureLink } from "../components/picture-link.tsx";
import { absoluteUrl, subjectPageMeta } from "../features/seo/page-meta.ts";
import { revalidateUnlessOnlyPictureChanged } from "../features/picture-viewer/picture-param.ts";
import { siteOf } from "../runtime/site.server.ts";
import detail from "./detail.module.css";
import styles from "./work.module.css";
import { askPath } from "../features/inquiries/ask-path.ts";

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  return subjectPageMeta(
    {
      title: loaderData ? `${loaderData.title} by ${loaderData.artist.name}` : "Shows",
      description: loaderData?.summary ?? "A work shown at the Front.",
      path: `/shows/${params.name}/works/${params.id}`,
    },
    loaderData,
    { matches },
  );
}

// The picture viewer's ?picture= is not the loader's business (features/picture-viewer).
export const shouldRevalidate = revalidateUnlessOnlyPictureChanged;

export function loader({ params, context }: Route.LoaderArgs) {
  // Availability as the desk marked it (issue 24), over the content.
  const shows = siteOf(context).desk.shows();
  const show = findShowByName(shows, params.name);
  // As a show's page does (product §7): an unknown show goes back to the list.
  if (!show) throw redirect("/shows");
  const found = findWork(shows, show.name, params.id);
  // An unknown work (taken out of the show, say) goes to its show, where its fellows are.
  if (!found) throw redirect(`/shows/${show.name}`);
  const { work } = found;
  const { pictures, siteUrl } = siteOf(context);
  const picture = pictures.picture("shows", work.image, workAlt(work));
  const member = work.artist ? findArtistByParamName(artists, work.artist) : null;
  const artist = {
    name: workArtistName(work, artists),
    ...(member ? { path: `/artists/${member.paramName}` } : {}),
  };
  return {
    title: work.title,
    year: work.year,
    medium: work.medium,
    dimensions: work.dimensions,
    price: priceText(work.price),
    availability: work.availability,
    forSale: isForSale(work),
    artist,
    picture,
    show: { path: `/shows/${show.name}`, displayName: show.displayName },
    // The inquiry form (issue 23, "Ask about this work").
    askPath: askPath(show.name, work.id),
    summary: workSummary(work, artist.name, show.displayName),
    socialCard: pictures.socialCard("shows", work.image),
    structuredData: visualArtwork({
      show,
      work,
      siteUrl,
      image: absoluteUrl(siteUrl, picture.large?.src ?? picture.src),
      creator: { name: artist.name, ...(member ? { paramName: member.paramName } : {}) },
    }),
  };
}

export default function Work({ loaderData: work }: Route.ComponentProps) {
  return (
    <article className={`page ${styles.page}`}>
      <Link to={work.show.path} className={`button button-quiet ${detail.back} ${styles.back}`}>
        Back to {work.show.displayName}
      </Link>
      <div className={styles.layout}>
        <figure className={styles.figure}>
          <PictureLink picture={work.picture}>
            <ContentImage
              picture={work.picture}
              fetchPriority="high"
              sizes="(min-width: 77rem) 45rem, (min-width: 48rem) 60vw, calc(100vw - 2rem)"
            />
          </PictureLink>
        </figure>
        <div className={styles.label}>
          <hgroup className={styles.titles}>
            <p className={styles.artist}>
              {work.artist.path ? (
                <Link to={work.artist.path}>{work.artist.name}</Link>
              ) : (
                work.artist.name
              )}
            </p>
            <h1 className={styles.title}>{work.title}</h1>
          </hgroup>
          <p className={styles.facts}>
            {work.year}
            <br />
            {work.medium}
            <br />
            {work.dimensions}
          </p>
          <p className={styles.sale}>
            <span className={styles.price}>{work.price}</span>
            <AvailabilityMark availability={work.availability} sayAvailable={work.forSale} />
          </p>
          <Link to={work.askPath} className={`button ${styles.ask}`}>
            Ask about this work
          </Link>
          <p className={styles.shown}>
            Shown in <Link to={work.show.path}>{work.show.displayName}</Link>
          </p>
        </div>
      </div>
    </article>
  );
}
