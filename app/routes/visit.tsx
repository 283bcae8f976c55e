import type { Route } from "./+types/visit";
import { fullAddress, gallery, mapsUrl } from "../content/gallery.ts";
import { events } from "../content/events.ts";
import { openNowTimeline } from "../domain/open-now.ts";
import { nowContext } from "../runtime/context.ts";
import { VisitDetails } from "../components/visit-details.tsx";
import { MailingListButton } from "../features/mailing-list/mailing-list-button.tsx";
import { pageMeta } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";
import { publicRota } from "../features/desk/public-rota.server.ts";
import { formatWeekdayMonthDay } from "../domain/gallery-time.ts";
import { slotHoursText } from "../domain/rota.ts";

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(
    {
      title: "Contact Us / Visit",
      description:
        "Visit the Front at 6 Barre St, Montpelier, Vermont: hours, directions, appointments, the mailing list and donations.",
      path: "/visit",
      image: loaderData?.backdrop.src,
      imageAlt: "The Front's gallery on Barre Street",
      unsatDays: loaderData?.unsatDates,
    },
    { matches },
  );
}

export function loader({ context }: Route.LoaderArgs) {
  const now = context.get(nowContext);
  const { rota, gaps } = publicRota(siteOf(context).database, now);
  return {
    address: fullAddress(),
    mapsUrl: mapsUrl(),
    email: gallery.email,
    phone: gallery.phone,
    donationUrl: gallery.donationUrl,
    // Decorative: an empty alt keeps it out of the accessibility tree.
    backdrop: siteOf(context).pictures.picture("gallery", gallery.visitPhoto.src, ""),
    openNow: openNowTimeline(events, now, rota),
    unsatDates: gaps.map((slot) => slot.date),
    // "Saturday, December 6, 11 AM-5 PM": the coming opening days nobody sits yet.
    unsatDays: gaps.map((slot) => `${formatWeekdayMonthDay(slot.date)}, ${slotHoursText(slot)}`),
  };
}

export default function Visit({ loaderData }: Route.ComponentProps) {
  return (
    <VisitDetails
      {...loaderData}
      mailingListButton={
        <MailingListButton behaviour="open" className="button">
          Join our mailing list
        </MailingListButton>
      }
    />
  );
}
