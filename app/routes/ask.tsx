// /shows/{name}/works/{id}/ask: "Ask about this work" (issue 23). The loader shows the work and
// the form; the action takes a question (features/inquiries) and answers, in its own uncached
// response, with what the visitor sent ("We have your question"), or shows the form again with
// the field at fault named. What was sent is never at an address another request could read.
import { type RouterContextProvider, data, isRouteErrorResponse, useParams } from "react-router";
import type { Route } from "./+types/ask";
import { artists } from "../content/artists.ts";
import { findWork } from "../domain/works.ts";
import { AskForm } from "../features/inquiries/ask-form.tsx";
import { AskedReceiptPage } from "../features/inquiries/asked-receipt.tsx";
import { askPath } from "../features/inquiries/ask-path.ts";
import { askViewOf, askedWorkOf } from "../features/inquiries/asked-work.ts";
import { handleInquiry } from "../features/inquiries/endpoint.server.ts";
import styles from "../features/inquiries/ask-page.module.css";
import { WorkSummary } from "../features/inquiries/work-summary.tsx";
import { pageTitle } from "../features/seo/page-meta.ts";
import { requestClientContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

export const UNKNOWN_WORK = "This show has no such work: it may have been renamed or taken down.";

const NO_STORE = { "Cache-Control": "no-store" };

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData ? `Ask about ${loaderData.work.title}` : "No such work";
  return [{ title: pageTitle(title) }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

/** The work as the site shows it: its availability read through the desk's marks. */
function workOf(context: Readonly<RouterContextProvider>, params: { name: string; id: string }) {
  const found = findWork(siteOf(context).desk.shows(), params.name, params.id);
  return found ? { ...found, view: askViewOf(found.show, found.work, artists) } : null;
}

export function loader({ params, context }: Route.LoaderArgs) {
  const found = workOf(context, params);
  if (!found) throw data(UNKNOWN_WORK, { status: 404 });
  const { work, view } = found;
  return {
    work: view,
    picture: siteOf(context).pictures.picture("shows", work.image, work.description ?? work.title),
  };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const found = workOf(context, params);
  const outcome = await handleInquiry(
    request,
    context.get(requestClientContext),
    siteOf(context).inquiries,
    found
      ? { asked: askedWorkOf(found.view), topics: found.view.topics.map(({ key }) => key) }
      : null,
  );
  switch (outcome.kind) {
    case "asked":
      // Only to this post, never cached: one visitor's words reach no one else.
      return data(
        { receipt: outcome.receipt, problem: undefined, values: undefined },
        { status: 200, headers: NO_STORE },
      );
    case "unknown-work":
      throw data(UNKNOWN_WORK, { status: 404, headers: NO_STORE });
    case "invalid":
      return data(
        {
          receipt: null,
          problem: { field: outcome.field, error: outcome.error },
          values: outcome.values,
        },
        { status: 400, headers: NO_STORE },
      );
    case "over-daily-cap":
      return data(
        {
          receipt: null,
          problem: { field: outcome.field, error: outcome.error },
          values: outcome.values,
        },
        {
          status: 429,
          headers: { ...NO_STORE, "Retry-After": String(outcome.retryAfterSeconds) },
        },
      );
    case "refused":
      return data(
        { receipt: null, problem: { field: null, error: outcome.error }, values: undefined },
        { status: outcome.status, headers: { ...NO_STORE, ...outcome.headers } },
      );
  }
}

export default function Ask({ loaderData, actionData }: Route.ComponentProps) {
  const { work, picture } = loaderData;
  if (actionData?.receipt) {
    return <AskedReceiptPage receipt={actionData.receipt} workPath={work.workPath} />;
  }
  return (
    <div className="page">
      <a href={work.workPath} className={`button button-quiet ${styles.back}`}>
        Back to the work
      </a>
      <h1>{work.askSimilar ? "Ask about similar work" : "Ask about this work"}</h1>
      <div className={styles.layout}>
        <div className={styles.aside}>
          <WorkSummary work={work} picture={picture} beside />
        </div>
        <div>
          {work.askSimilar ? (
            <p className={styles.note}>
              <cite>{work.title}</cite> is{" "}
              {work.marked ? work.marked.toLowerCase() : "not for sale"}. {work.artist} may have
              similar work, or make one: ask us, and we will put you in touch.
            </p>
          ) : null}
          <AskForm
            action={askPath(work.showName, work.workId)}
            topics={work.topics}
            values={actionData?.values}
            problem={actionData?.problem}
          />
        </div>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { name } = useParams();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page">
      <h1>{notFound ? "No such work" : "Something went wrong"}</h1>
      <p>{notFound ? UNKNOWN_WORK : "Please try again in a moment."}</p>
      <p>
        <a href={name ? `/shows/${name}` : "/shows"} className="button">
          See the show
        </a>
      </p>
    </div>
  );
}
