// /desk/news: a desk-admin announces to the mailing list (issue 32), from a phone and without
// script. The list and a new one's choice; with ?id=N one announcement: its editor and preview
// while a draft, the confirmation naming how many will get it (&confirm=1), and the send's
// progress with pause and resume once it goes. A plain member is refused in words (403).
import { data, redirect } from "react-router";
import type { Route } from "./+types/desk-news";
import { SCRIPT_FREE_HANDLE } from "../domain/script-free.ts";
import { announcementMessage } from "../features/announcements/announcement-mail.ts";
import {
  AnnouncementEditor,
  AnnouncementList,
  MailPreview,
  SendConfirmation,
  SendProgressView,
  SendTestOnly,
} from "../features/announcements/announcement-desk.tsx";
import { handleAnnounceAction } from "../features/announcements/announce-actions.server.ts";
import {
  ANNOUNCE_PATH,
  ANNOUNCE_CONFIRM_QUERY,
  ANNOUNCE_ID_QUERY,
  announcePage,
  newsPath,
} from "../features/announcements/announce-paths.ts";
import type { Announcement } from "../features/announcements/announcement-store.server.ts";
import { readDeskForm } from "../features/desk/desk-form.server.ts";
import { DESK_PATHS } from "../features/desk/desk-paths.ts";
import styles from "../features/desk/desk-page.module.css";
import { mayAnnounce } from "../features/desk/roles.ts";
import { requireMember } from "../features/desk/session.server.ts";
import { UNSUBSCRIBE_PATH } from "../features/mailing-list/signed-links.server.ts";
import { pageTitle } from "../features/seo/page-meta.ts";
import { nowContext } from "../runtime/context.ts";
import { siteOf } from "../runtime/site.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };
const REFUSED = "Only a desk-admin can write to the mailing list. Ask the gallery's coordinator.";

export const handle = SCRIPT_FREE_HANDLE;

export function meta() {
  return [{ title: pageTitle("Announce") }, { name: "robots", content: "noindex" }];
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

const NOTICES: Record<string, string> = {
  saved: "Saved. The preview below is the mail as it will go.",
  tested: "A test is on its way to your address.",
  started: "Sending. Each confirmed subscriber gets one copy.",
  paused: "Paused. Nothing more goes until you resume.",
  resumed: "Resumed.",
  "no-mail": "This site has no mail server set up (SMTP_URL): nothing can be sent.",
};

function stateOf(announcement: Announcement): string {
  if (announcement.sendStartedAtMs === null) return "draft";
  return announcement.pausedAtMs === null ? "sent or sending" : "paused";
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, siteOf(context).desk.runtime);
  if (!mayAnnounce(member.role)) {
    return data({ refused: REFUSED, page: null }, { status: 403, headers: NO_STORE });
  }
  const announcements = siteOf(context).announcements;
  const search = new URL(request.url).searchParams;
  const notice = NOTICES[search.get("done") ?? ""] ?? null;
  const id = Number(search.get(ANNOUNCE_ID_QUERY));
  const found = search.has(ANNOUNCE_ID_QUERY) ? announcements.store.byId(id) : null;
  if (search.has(ANNOUNCE_ID_QUERY) && !found) throw redirect(ANNOUNCE_PATH, 303);
  if (!found) {
    const sources = announcements.sources(context.get(nowContext));
    const list = announcements.store.newest(30).map((item) => ({
      id: item.id,
      subject: item.subject,
      state: stateOf(item),
    }));
    const page = {
      kind: "list" as const,
      sources: sources.map(({ key, label }) => ({ key, label })),
      list,
    };
    return data({ refused: null, page, notice }, { headers: NO_STORE });
  }
  const message = announcementMessage(found, {
    siteUrl: announcements.siteUrl,
    viewPath: found.slug ? newsPath(found.slug) : null,
    unsubscribeUrl: `${announcements.siteUrl}${UNSUBSCRIBE_PATH}?token=(each reader's own)`,
  });
  const page = {
    kind: "one" as const,
    announcement: found,
    preview: { htmlBody: message.htmlBody, text: message.text },
    confirming: search.get(ANNOUNCE_CONFIRM_QUERY) === "1" && found.sendStartedAtMs === null,
    recipients: announcements.store.recipientCount(),
    progress: found.sendStartedAtMs === null ? null : announcements.store.progress(found.id),
    perMinute: announcements.perMinute,
    sends: announcements.sends,
  };
  return data({ refused: null, page, notice }, { headers: NO_STORE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, siteOf(context).desk.runtime);
  if (!mayAnnounce(member.role)) throw data(REFUSED, { status: 403, headers: NO_STORE });
  const form = await readDeskForm(request);
  if (!form.ok) throw data(form.error, { status: form.status, headers: NO_STORE });
  const outcome = await handleAnnounceAction(
    form.fields,
    member,
    context.get(nowContext),
    siteOf(context).announcements,
  );
  if (outcome.kind === "redirect")
    throw redirect(outcome.location, { status: 303, headers: NO_STORE });
  if (outcome.kind === "problem")
    throw data(outcome.error, { status: outcome.status, headers: NO_STORE });
  return data(outcome, { status: 400, headers: NO_STORE });
}

export default function DeskNews({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.refused !== null) {
    return (
      <div className={styles.desk}>
        <h1>Announce</h1>
        <p role="alert">{loaderData.refused}</p>
        <p>
          <a href={DESK_PATHS.desk}>Back to the desk</a>
        </p>
      </div>
    );
  }
  const { page, notice } = loaderData;
  return (
    <div className={styles.desk}>
      <h1>Announce</h1>
      <p>
        <a href={DESK_PATHS.desk}>The desk</a> · <a href={ANNOUNCE_PATH}>All announcements</a>
      </p>
      {notice ? (
        <p role="status" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      {page.kind === "list" ? (
        <AnnouncementList announcements={page.list} sources={page.sources} />
      ) : (
        <OneAnnouncement page={page} invalid={actionData ?? null} />
      )}
    </div>
  );
}

type OnePage = Extract<Route.ComponentProps["loaderData"]["page"], { kind: "one" }>;

function OneAnnouncement({
  page,
  invalid,
}: {
  page: OnePage;
  invalid: { error: string; subject: string; body: string } | null;
}) {
  const { announcement, preview, progress } = page;
  if (progress) {
    return (
      <>
        <h2>{announcement.subject}</h2>
        {announcement.slug ? (
          <p>
            Its page: <a href={newsPath(announcement.slug)}>{newsPath(announcement.slug)}</a>
          </p>
        ) : null}
        <SendProgressView
          id={announcement.id}
          progress={progress}
          paused={announcement.pausedAtMs !== null}
          perMinute={page.perMinute}
        />
        <SendTestOnly id={announcement.id} />
        <MailPreview {...preview} />
      </>
    );
  }
  if (page.confirming) {
    return (
      <SendConfirmation
        id={announcement.id}
        subject={announcement.subject}
        recipients={page.recipients}
      />
    );
  }
  return (
    <>
      <AnnouncementEditor
        id={announcement.id}
        subject={invalid?.subject ?? announcement.subject}
        body={invalid?.body ?? announcement.body}
        hasPicture={announcement.pictureSrc !== null}
        error={invalid?.error ?? null}
      />
      <MailPreview {...preview} />
      <p>
        <a href={announcePage(announcement.id, "", true)} className={styles.wide}>
          Send to the list…
        </a>
      </p>
    </>
  );
}
