// /mailing-list/confirm?token=...: the link in a confirmation mail (issue 9). Following it
// confirms the address, and the page says what happened. Rendered by the server, no script
// needed; kept out of search engines and shared caches.
import { data } from "react-router";
import { MAIL_LINK_QUERY } from "../domain/site-pages.ts";
import type { Route } from "./+types/mailing-list-confirm";
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
  return { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };
}

export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get(MAIL_LINK_QUERY.token);
  const notice = CONFIRM_NOTICES[siteOf(context).subscriptions.confirm(token)];
  return data({ notice }, { status: notice.status });
}

export default function MailingListConfirm({ loaderData }: Route.ComponentProps) {
  const { title, lines, next } = loaderData.notice;
  return (
    <div className="page">
      <h1>{title}</h1>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a href={next.href} className="button">
          {next.label}
        </a>
      </p>
    </div>
  );
}
