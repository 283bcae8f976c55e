// The links mailed to a subscriber (issue 9): /mailing-list/confirm?token=... and
// /mailing-list/unsubscribe?token=.... A token names the subscriber by a random handle (their
// row's link_key, never their address), the link's purpose and its expiry, signed with
// SIGNUP_SECRET (HMAC-SHA256), so that no one can make one up or stretch its life.
import { createHmac, timingSafeEqual } from "node:crypto";

export type LinkPurpose = "confirm" | "unsubscribe";

/** A confirmation link works for 7 days from the sign-up that asked for it. */
export const CONFIRM_LINK_VALID_MS = 7 * 24 * 60 * 60 * 1000;

export const CONFIRM_PATH = "/mailing-list/confirm";
export const UNSUBSCRIBE_PATH = "/mailing-list/unsubscribe";

const PREFIX: Record<LinkPurpose, string> = { confirm: "c", unsubscribe: "u" };
const TOKEN = /^([cu])\.([0-9a-f]{32})\.(\d{1,15})\.([\w-]{43})$/;

export type LinkCheck = { ok: true; linkKey: string; expired: boolean } | { ok: false };

/** A token for `purpose`; `expiresAt` in real-clock ms, or null for a link that lasts. */
export function signToken(
  secret: string,
  purpose: LinkPurpose,
  linkKey: string,
  expiresAt: number | null,
): string {
  const payload = `${PREFIX[purpose]}.${linkKey}.${expiresAt ?? 0}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** Whether `token` is one we signed for `purpose`, and whether it is past its expiry at `nowMs`. */
export function checkToken(
  secret: string | null,
  purpose: LinkPurpose,
  token: string | null,
  nowMs: number,
): LinkCheck {
  const match = secret && token ? TOKEN.exec(token) : null;
  if (!secret || !match || match[1] !== PREFIX[purpose]) return { ok: false };
  const [, prefix, linkKey = "", expires = "0", given = ""] = match;
  const expected = Buffer.from(signature(secret, `${prefix}.${linkKey}.${expires}`));
  const received = Buffer.from(given);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) {
    return { ok: false };
  }
  const expiresAt = Number(expires);
  return { ok: true, linkKey, expired: expiresAt !== 0 && nowMs > expiresAt };
}

/** The link's full address on the site (SITE_URL): mail is read away from the site. */
export function linkUrl(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, `${siteUrl}/`);
  url.searchParams.set("token", token);
  return url.href;
}

function signature(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** A subscriber's lasting unsubscribe address: the same in every mail they are sent. */
export function unsubscribeUrl(siteUrl: string, secret: string, linkKey: string): string {
  return linkUrl(siteUrl, UNSUBSCRIBE_PATH, signToken(secret, "unsubscribe", linkKey, null));
}
