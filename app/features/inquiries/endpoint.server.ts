// A question about a work, posted from its ask page (issue 23), judged with the same trust as the
// mailing list's sign-ups: another site's page may not post, a client over its rate limit is told
// to wait, the body is bounded, a filled honeypot is thanked and forgotten, every field is checked
// and a refusal names it. Only then is the question stored, with the gallery's mail queued (the
// outbox mails it), unless its mailbox or its client has asked its fill for the day. What comes
// back is an outcome for the page to show, never a page of its own: the visitor is shown what
// they sent, since nothing is mailed to them.
import { VISITOR_WRITE_WAIT_MS } from "../../database/write-when-free.server.ts";
import type { OriginPolicy } from "../../http/cross-site.ts";
import { type RequestClient, methodRefusal } from "../../http/endpoint-guard.ts";
import {
  type PostRefusal,
  crossSiteOrRateRefusal,
  readPostedFields,
  storeWhenFree,
} from "../../http/posted-form.server.ts";
import { MAX_BODY_BYTES } from "../../http/request-body.ts";
import { isHoneypotFilled } from "../../http/honeypot.ts";
import {
  type InquiryField,
  type InquiryValues,
  type Topic,
  validateInquiry,
} from "./inquiry-form.ts";
import type { AskedReceipt, AskedWork } from "./asked-work.ts";
import type { InquiryStore } from "./store.server.ts";

export interface InquiryEndpoint {
  originPolicy: OriginPolicy;
  store: InquiryStore;
  /** Mail is on: queue the gallery's mail. */
  mail: boolean;
  /** Questions a day one client may ask, whatever the addresses; 0 for no limit. */
  dailyLimitPerClient: number;
  /** Real milliseconds: when the question is asked. */
  clockMs: () => number;
  /** Called after a question is committed. */
  afterCommit: () => void;
}

export type AskOutcome =
  /** Stored (or a bot's, forgotten): the page shows what they sent. */
  | { kind: "asked"; receipt: AskedReceipt }
  /** No such work: nothing was read or stored. */
  | { kind: "unknown-work" }
  | { kind: "invalid"; field: InquiryField; error: string; values: InquiryValues }
  /** A daily cap reached (`field` "email" for the address's): nothing stored, the text kept. */
  | {
      kind: "over-daily-cap";
      field: "email" | null;
      error: string;
      values: InquiryValues;
      retryAfterSeconds: number;
    }
  | { kind: "refused"; status: number; error: string; headers: Record<string, string> };

export const TOO_MANY_QUESTIONS = "Too many questions from here. Please try again in a minute.";

/** Why a question over a daily cap was not sent, and when one is taken again. */
export function dailyCapRefusal(
  over: "address" | "client",
  limit: number,
  retryAfterMs: number,
): string {
  const hours = Math.max(1, Math.ceil(retryAfterMs / 3_600_000));
  const again = `Please try again in ${hours === 1 ? "an hour" : `${hours} hours`}.`;
  const questions = limit === 1 ? "1 question" : `${limit} questions`;
  return over === "client"
    ? `${questions} ${limit === 1 ? "has" : "have"} already been sent from here today, the most the gallery takes from one place in a day, so this one was not sent. ${again}`
    : `This e-mail address has already asked ${questions} today, the most the gallery takes for one address in a day, so this one was not sent. ${again}`;
}

export async function handleInquiry(
  request: Request,
  client: RequestClient,
  endpoint: InquiryEndpoint,
  work: { asked: AskedWork; topics: readonly Topic[] } | null,
): Promise<AskOutcome> {
  const refused = ({ status, error, headers }: PostRefusal) =>
    ({ kind: "refused", status, error, headers }) as const;

  const wrongMethod = methodRefusal(request.method);
  if (wrongMethod) return refused({ ...wrongMethod, error: wrongMethod.message });
  // Before anything is read or counted: another site's page may not post a question.
  const turnedAway = crossSiteOrRateRefusal(
    request,
    client,
    endpoint.originPolicy,
    TOO_MANY_QUESTIONS,
  );
  if (turnedAway) return refused(turnedAway);
  // About no work: no such page. (Every other spelling of the address was sent to this one
  // before the rate limits: server/canonical-redirect.ts.)
  if (!work) return { kind: "unknown-work" };

  const posted = await readPostedFields(request, {
    unsupported: "Send the form (or application/json).",
    tooLarge: `The question is larger than ${MAX_BODY_BYTES} bytes.`,
  });
  if (!posted.ok) return refused(posted);

  const result = validateInquiry(posted.fields, work.topics);
  if (!result.ok) {
    return { kind: "invalid", field: result.field, error: result.error, values: result.values };
  }
  const nowMs = endpoint.clockMs();
  const receipt: AskedReceipt = { ...result.inquiry, work: work.asked, askedAtMs: nowMs };
  // Bots fill the field people never see: they are thanked and forgotten.
  if (isHoneypotFilled(posted.fields)) return { kind: "asked", receipt };

  // The site's connection never waits inside SQLite (site.server.ts): a held lock is waited
  // for here, in timer steps, as a sign-up waits for it.
  const stored = await storeWhenFree(
    () =>
      endpoint.store.record(work.asked, result.inquiry, {
        nowMs,
        mail: endpoint.mail,
        dailyLimitPerClient: endpoint.dailyLimitPerClient,
        client: { address: client.address, key: client.key },
      }),
    {
      withinMs: VISITOR_WRITE_WAIT_MS,
      service: "Inquiries",
      what: "a question",
      unavailable:
        "The gallery cannot take questions this minute; nothing was saved. Please try again in a few minutes.",
      failed: "Your question could not be stored. Please try again.",
    },
  );
  if (!stored.ok) return refused(stored);
  const recorded = stored.value;
  if (!recorded.stored) {
    return {
      kind: "over-daily-cap",
      field: recorded.over === "address" ? "email" : null,
      error: dailyCapRefusal(recorded.over, recorded.limit, recorded.retryAfterMs),
      values: result.inquiry,
      retryAfterSeconds: Math.max(1, Math.ceil(recorded.retryAfterMs / 1000)),
    };
  }
  endpoint.afterCommit();
  return { kind: "asked", receipt };
}
