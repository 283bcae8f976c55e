import type { Route } from "./+types/shows";
import { shows } from "../content/shows.ts";
import { nowContext } from "../runtime/context.ts";
import { pageState, pagingHrefs } from "../domain/paging.ts";
import { SHOWS_QUERY } from "../domain/site-pages.ts";
import { SHOWS_PAGE_SIZE, pastShows } from "../domain/shows.ts";
import { PagingLinks } from "../components/paging-links.tsx";
import { ShowGrid } from "../components/show-grid.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Shows",
      description:
        "Past exhibitions at the Front, an artist-run cooperative gallery in Montpelier, Vermont: group shows of the members and solo shows.",
      path: "/shows",
      image: loaderData?.shows[0]?.picture.src,
      imageAlt: loaderData?.shows[0]?.displayName,
    },
    { matches },
  );
}

export function loader({ request, context }: Route.LoaderArgs) {
  const past = pastShows(shows, context.get(nowContext));
  const url = new URL(request.url);
  const state = pageState(url.searchParams.get(SHOWS_QUERY.past), SHOWS_PAGE_SIZE, past.length);
  return {
    // The name under the image says what it is, so the image itself is not read out twice.
    shows: past.slice(0, state.shown).map((show) => ({
      name: show.name,
      displayName: show.displayName,
      picture: siteOf(context).pictures.picture("shows", show.featuredImage.src, ""),
    })),
    paging: pagingHrefs(url.search, SHOWS_QUERY.past, state),
  };
}

export default function Shows({ loaderData }: Route.ComponentProps) {
  const { shows: tiles, paging } = loaderData;
  return (
    <div className="page">
      <h1>Shows</h1>
      {tiles.length === 0 ? <p>The first show is still to come.</p> : null}
      <ShowGrid shows={tiles} />
      <PagingLinks
        paging={paging}
        loadMoreLabel="Load More Past Shows"
        showAllLabel="Show All Past Shows"
      />
    </div>
  );
}
