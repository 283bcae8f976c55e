// /mailing-list/confirm?token=...: the link in a confirmation mail (issue 9). Following it
// confirms the address, and the page says what happened. Rendered by the server, no script
// needed; kept out of search engines and shared caches.
import { data } from "react-router";
import { MAIL_LINK_QUERY } from "../domain/site-pages.ts";
import type { Route } from "./+types/mailing-list-confirm";
import { MAIL_LINK_HEADERS, NoticePage } from "../features/mailing-list/notice-page.tsx";
import { CONFIRM_NOTICES } from "../features/mailing-list/subscription-notices.ts";
import { pageTitle } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: pageTitle(loaderData?.notice.title ?? "Mailing list") },
    { name: "robots", content: "noindex" },
  ];
}

export function headers() {
  return MAIL_LINK_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(MAIL_LINK_QUERY.token);
  const notice = CONFIRM_NOTICES[await siteOf(context).subscriptions.confirm(token)];
  return data({ notice }, { status: notice.status });
}

export default function MailingListConfirm({ loaderData }: Route.ComponentProps) {
  return <NoticePage notice={loaderData.notice} />;
}
