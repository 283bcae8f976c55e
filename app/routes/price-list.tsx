// /shows/{name}/price-list: the show's price list for the front desk (issue 23), printed on
// Letter paper. A bare page with no script (features/printouts), kept out of search engines.
import { data } from "react-router";
import type { Route } from "./+types/price-list";
import { artists } from "../content/artists.ts";
import { findShowByName } from "../domain/shows.ts";
import { PriceList } from "../features/printouts/price-list.tsx";
import { printedOn, printedWorksOf } from "../features/printouts/printed-work.ts";
import { PRINTOUT_HANDLE, PRINTOUT_HEADERS } from "../features/printouts/printout.ts";
import { PrintoutHeader } from "../features/printouts/printout-header.tsx";
import styles from "../features/printouts/printout.module.css";
import { pageTitle } from "../features/seo/page-meta.ts";
import { nowContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export const handle = PRINTOUT_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Price list: ${loaderData.showDisplayName}` : "No such show";
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return PRINTOUT_HEADERS;
}

export function loader({ params, context }: Route.LoaderArgs) {
  // Availability as the desk marked it (issue 24), over the content.
  const shows = siteOf(context).desk.shows();
  const show = findShowByName(shows, params.name);
  if (!show) throw data("There is no such show.", { status: 404 });
  return {
    showDisplayName: show.displayName,
    showPath: `/shows/${show.name}`,
    printedOn: printedOn(context.get(nowContext)),
    works: printedWorksOf(show, artists, siteOf(context).siteUrl),
  };
}

export default function PriceListPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <PrintoutHeader
        heading={`Price list: ${loaderData.showDisplayName}`}
        showPath={loaderData.showPath}
        printedOn={loaderData.printedOn}
        printed
      />
      <PriceList works={loaderData.works} showName={loaderData.showDisplayName} />
    </div>
  );
}
