import type { Route } from "./+types/about";
import { gallery } from "../content/gallery.ts";
import { siteOf } from "../runtime/site.server.ts";
import { Carousel, WIDE_CAROUSEL } from "../components/carousel.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { revalidateUnlessOnlyPictureChanged } from "../features/picture-viewer/picture-param.ts";
import styles from "./about.module.css";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "About Us",
      description:
        "The Front is an artist-run cooperative gallery in Montpelier, Vermont, founded in 2015 and run by its member-owners.",
      path: "/about",
      image: loaderData?.history[0]?.picture.src,
      imageAlt: loaderData?.history[0]?.picture.alt,
    },
    { matches },
  );
}

// The picture viewer's ?picture= is not the loader's business (features/picture-viewer).
export const shouldRevalidate = revalidateUnlessOnlyPictureChanged;

export function loader({ context }: Route.LoaderArgs) {
  return {
    foundedYear: gallery.foundedYear,
    showsPerYear: gallery.showsPerYearSince2020,
    anniversary: gallery.anniversary,
    history: siteOf(context).pictures.slides(
      "gallery",
      gallery.historyImages,
      "The Front's early years",
    ),
  };
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { foundedYear, showsPerYear, anniversary, history } = loaderData;
  return (
    <div className="page">
      <h1>About Us</h1>
      <div className={styles.text}>
        <p className={styles.lead}>
          The Front is an artist-run cooperative gallery on Barre Street in Montpelier, Vermont. We
          are here to provoke curiosity and community engagement with visual art, through
          exhibitions, events and activities that anyone can walk in on.
        </p>
        <p>
          A handful of local artists founded the Front in {foundedYear} so they could show work on
          their own terms. The gallery is still run entirely by its member-owners: we hang the
          shows, sit the desk on weekends, sweep the floor and decide together what comes next.
          Members come and go as their lives and their work change, so the walls never look the same
          for long.
        </p>
        <p>
          Since 2020 we have opened {showsPerYear} shows a year, alternating between group shows of
          the whole membership and solo shows by one member, with an opening reception on the first
          Friday of every month.
        </p>
      </div>
      <section aria-labelledby="ten-years" className={styles.anniversary}>
        <h2 id="ten-years">{anniversary.years} years on Barre Street</h2>
        <ul className={styles.facts}>
          <li>
            <strong>{anniversary.groupShows}</strong> group shows
          </li>
          <li>
            <strong>{anniversary.soloShows}</strong> solo shows
          </li>
          <li>
            <strong>{anniversary.currentMembers}</strong> current member-owners
          </li>
          <li>
            <strong>{anniversary.formerMembers}</strong> former members
          </li>
        </ul>
      </section>
      <section aria-labelledby="early-years">
        <h2 id="early-years">The early years</h2>
        <Carousel label="Photographs of the early years" slides={history} {...WIDE_CAROUSEL} />
      </section>
    </div>
  );
}
