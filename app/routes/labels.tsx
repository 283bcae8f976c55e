// /shows/{name}/labels: the show's wall labels (issue 23), eight to a Letter sheet, each with a
// QR code made on the server that opens the work's own page. A bare page with no script
// (features/printouts), kept out of search engines.
import { data } from "react-router";
import type { Route } from "./+types/labels";
import { artists } from "../content/artists.ts";
import { findShowByName } from "../domain/shows.ts";
import { LabelSheets } from "../features/printouts/label-sheets.tsx";
import { printedOn, printedWorksOf } from "../features/printouts/printed-work.ts";
import { PRINTOUT_HANDLE, PRINTOUT_HEADERS } from "../features/printouts/printout.ts";
import { PrintoutHeader } from "../features/printouts/printout-header.tsx";
import styles from "../features/printouts/printout.module.css";
import { qrCodeSvg } from "../features/printouts/qr-code.server.ts";
import { pageTitle } from "../features/seo/page-meta.ts";
import { nowContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export const handle = PRINTOUT_HANDLE;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Wall labels: ${loaderData.showDisplayName}` : "No such show";
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex, nofollow" }];
}

export function headers() {
  return PRINTOUT_HEADERS;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  // Availability as the desk marked it (issue 24), over the content.
  const shows = siteOf(context).desk.shows();
  const show = findShowByName(shows, params.name);
  if (!show) throw data("There is no such show.", { status: 404 });
  const works = printedWorksOf(show, artists, siteOf(context).siteUrl);
  return {
    showDisplayName: show.displayName,
    showPath: `/shows/${show.name}`,
    printedOn: printedOn(context.get(nowContext)),
    labels: await Promise.all(
      works.map(async (work) => ({ ...work, qrSvg: await qrCodeSvg(work.url) })),
    ),
  };
}

export default function LabelsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className={styles.page}>
      <PrintoutHeader
        heading={`Wall labels: ${loaderData.showDisplayName}`}
        showPath={loaderData.showPath}
        printedOn={loaderData.printedOn}
        printed={false}
      />
      <LabelSheets labels={loaderData.labels} />
    </div>
  );
}
