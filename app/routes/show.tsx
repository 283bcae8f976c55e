import { Link, redirect } from "react-router";
import type { Route } from "./+types/show";
import { artists } from "../content/artists.ts";
import { findArtistByParamName } from "../domain/artists.ts";
import { stripTags } from "../domain/html.ts";
import { findShowByName } from "../domain/shows.ts";
import { workListing } from "../domain/works.ts";
import { isInOwnShow, workArtistName } from "../content/works.ts";
import { exhibitionEvent } from "../features/seo/structured-data.ts";
import { Carousel, WIDE_CAROUSEL } from "../components/carousel.tsx";
import { ContentImage } from "../components/content-image.tsx";
import { HtmlContent } from "../components/html-content.tsx";
import { PictureLink } from "../components/picture-link.tsx";
import { VideoList } from "../components/video.tsx";
import { WorkChecklist } from "../components/work-checklist.tsx";
import { absoluteUrl, subjectPageMeta } from "../features/seo/page-meta.ts";
import { revalidateUnlessOnlyPictureChanged } from "../features/picture-viewer/picture-param.ts";
import { siteOf } from "../runtime/site.server.ts";
import styles from "./detail.module.css";
import { PrintoutLinks } from "../features/printouts/printout-links.tsx";

export function meta({ loaderData, params, matches }: Route.MetaArgs) {
  return subjectPageMeta(
    {
      title: loaderData?.displayName ?? "Shows",
      description: loaderData?.summary ?? "An exhibition at the Front.",
      path: `/shows/${params.name}`,
    },
    loaderData && { ...loaderData, picture: loaderData.featured.picture },
    { matches },
  );
}

// The picture viewer's ?picture= is not the loader's business (features/picture-viewer).
export const shouldRevalidate = revalidateUnlessOnlyPictureChanged;

export function loader({ params, context }: Route.LoaderArgs) {
  // Availability as the desk marked it (issue 24), over the content.
  const shows = siteOf(context).desk.shows();
  const show = findShowByName(shows, params.name);
  // product §7: an unknown show goes back to the list, as an HTTP redirect (no script needed).
  if (!show) throw redirect("/shows");
  const { featuredImage } = show;
  const { pictures, siteUrl } = siteOf(context);
  const featured = pictures.picture(
    "shows",
    featuredImage.src,
    stripTags(featuredImage.text ?? show.displayName),
  );
  const artist = show.artistParamName ? findArtistByParamName(artists, show.artistParamName) : null;
  return {
    displayName: show.displayName,
    superDisplayName: show.superDisplayName,
    summary: stripTags(show.description[0] ?? show.displayName),
    featured: { picture: featured, caption: featuredImage.text },
    socialCard: pictures.socialCard("shows", featuredImage.src),
    descriptionBold: show.descriptionBold ?? [],
    description: show.description,
    artistParamName: show.artistParamName,
    slides: pictures.slides("shows", show.images, show.displayName),
    videos: pictures.videos("shows", show.videos),
    works: (show.works ?? []).map((work) => ({
      ...workListing(show.name, work),
      picture: pictures.picture("shows", work.image, ""),
      ...(isInOwnShow(work, show) ? {} : { artistName: workArtistName(work, artists) }),
    })),
    structuredData: exhibitionEvent({
      show,
      siteUrl,
      image: absoluteUrl(siteUrl, featured.src),
      artist,
    }),
  };
}

export default function Show({ loaderData: show, params }: Route.ComponentProps) {
  return (
    <article className="page">
      <Link to="/shows" className={`button button-quiet ${styles.back}`}>
        Back to shows
      </Link>
      <hgroup className={styles.titles}>
        {show.superDisplayName ? <p className={styles.super}>{show.superDisplayName}</p> : null}
        <h1 className={styles.title}>{show.displayName}</h1>
      </hgroup>
      <figure className={styles.featured}>
        <PictureLink picture={show.featured.picture}>
          <ContentImage
            picture={show.featured.picture}
            fetchPriority="high"
            sizes="(min-width: 77rem) 75rem, calc(100vw - 2rem)"
          />
        </PictureLink>
        {show.featured.caption ? (
          <HtmlContent as="figcaption" html={show.featured.caption} className={styles.caption} />
        ) : null}
      </figure>
      <div className={styles.text}>
        {show.descriptionBold.map((line) => (
          <HtmlContent key={line} html={line} className={styles.bold} />
        ))}
        {show.description.map((paragraph) => (
          <HtmlContent key={paragraph} html={paragraph} />
        ))}
      </div>
      {show.artistParamName ? (
        <Link to={`/artists/${show.artistParamName}`} className="button">
          More about the artist
        </Link>
      ) : null}
      {show.slides.length > 0 ? (
        <Carousel
          label={`Pictures from ${show.displayName}`}
          slides={show.slides}
          {...WIDE_CAROUSEL}
        />
      ) : null}
      {show.works.length > 0 ? (
        <section aria-labelledby="works" className={styles.works}>
          <h2 id="works">Works in the show</h2>
          <WorkChecklist works={show.works} />
        </section>
      ) : null}
      <VideoList videos={show.videos} />
      {show.works.length > 0 ? <PrintoutLinks showName={params.name} /> : null}
    </article>
  );
}
