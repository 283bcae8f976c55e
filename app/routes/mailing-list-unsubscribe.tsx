// /mailing-list/unsubscribe?token=...: the unsubscribe link in every mail to a subscriber
// (issue 9). A GET only shows a button, so that a mail scanner following links removes no one;
// the POST removes the address (the button, or a mail client's one-click unsubscribe, RFC 8058,
// which posts "List-Unsubscribe=One-Click" to this same address).
import { data } from "react-router";
import { MAIL_LINK_QUERY } from "../domain/site-pages.ts";
import type { Route } from "./+types/mailing-list-unsubscribe";
import { MAIL_LINK_HEADERS, NoticePage } from "../features/mailing-list/notice-page.tsx";
import { UNSUBSCRIBE_NOTICES } from "../features/mailing-list/subscription-notices.ts";
import { pageTitle } from "../features/seo/page-meta.ts";
import { siteOf } from "../runtime/site.server.ts";

export function meta() {
  return [{ title: pageTitle("Unsubscribe") }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return MAIL_LINK_HEADERS;
}

const tokenOf = (request: Request) => new URL(request.url).searchParams.get(MAIL_LINK_QUERY.token);

export function loader({ request, context }: Route.LoaderArgs) {
  const check = siteOf(context).subscriptions.checkUnsubscribe(tokenOf(request));
  return data({ email: check.ok ? check.email : null }, { status: check.ok ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const notice =
    UNSUBSCRIBE_NOTICES[await siteOf(context).subscriptions.unsubscribe(tokenOf(request))];
  return data({ notice }, { status: notice.status });
}

export default function MailingListUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const notice = actionData?.notice ?? (loaderData.email ? null : UNSUBSCRIBE_NOTICES.invalid);
  if (notice) return <NoticePage notice={notice} />;
  return (
    <div className="page">
      <h1>Leave the mailing list</h1>
      <p>
        Press the button to remove <strong>{loaderData.email}</strong> from our mailing list. We
        will delete the address and anything you wrote to us.
      </p>
      {/* A plain form: it posts to this same address, token included, with or without script. */}
      <form method="post">
        <button type="submit" className="button">
          Unsubscribe
        </button>
      </form>
    </div>
  );
}
