// What a link from a mail shows once it has done its work (confirm, unsubscribe): the outcome
// in words and where to go next. Those pages are for one person and one moment: no cache keeps
// them and no search engine lists them.
import type { Notice } from "./subscription-notices.ts";

export const MAIL_LINK_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" };

export function NoticePage({ notice }: { notice: Notice }) {
  return (
    <div className="page">
      <h1>{notice.title}</h1>
      {notice.lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a href={notice.next.href} className="button">
          {notice.next.label}
        </a>
      </p>
    </div>
  );
}
