// What the links in a subscriber's mail do (issue 9): confirm an address, or remove it. The
// pages /mailing-list/confirm and /mailing-list/unsubscribe say in plain words what happened.
import { storageFaultOf } from "../../database/storage-fault.server.ts";
import { writeWhenFree } from "../../database/write-when-free.server.ts";
import { type LinkPurpose, checkToken } from "./signed-links.server.ts";
import type { SubscriberStore } from "./store.server.ts";

/** "unavailable": the database could not be written just now (a held lock, a full disk). */
export type ConfirmOutcome =
  "confirmed" | "already-confirmed" | "expired" | "invalid" | "unavailable";
export type UnsubscribeCheck = { ok: true; email: string } | { ok: false };
export type UnsubscribeOutcome = "removed" | "invalid" | "unavailable";

export interface Subscriptions {
  confirm(token: string | null): Promise<ConfirmOutcome>;
  /** Who the unsubscribe link names; changes nothing (a GET). */
  checkUnsubscribe(token: string | null): UnsubscribeCheck;
  unsubscribe(token: string | null): Promise<UnsubscribeOutcome>;
}

/** How long a link's page waits for a write lock someone else holds, as a sign-up does. */
export const LINK_WRITE_WAIT_MS = 1_500;

/** The write's result, or "unavailable" when the database cannot take it just now. */
async function written<T>(write: () => T): Promise<T | "unavailable"> {
  try {
    return await writeWhenFree(write, { withinMs: LINK_WRITE_WAIT_MS });
  } catch (error) {
    if (!storageFaultOf(error)) throw error;
    console.error(`Mailing list: a link's change was not made: ${String(error)}`);
    return "unavailable";
  }
}

export interface SubscriptionsOptions {
  store: SubscriberStore;
  /** SIGNUP_SECRET; null when links cannot be checked (production without mail). */
  secret: string | null;
  /** Real-clock milliseconds: a link's 7 days are real days. */
  clockMs: () => number;
}

export function createSubscriptions({
  store,
  secret,
  clockMs,
}: SubscriptionsOptions): Subscriptions {
  const subscriberOf = (purpose: LinkPurpose, token: string | null) => {
    const check = checkToken(secret, purpose, token, clockMs());
    if (!check.ok) return null;
    const subscriber = store.byLinkKey(check.linkKey);
    return subscriber ? { ...subscriber, linkKey: check.linkKey, expired: check.expired } : null;
  };

  return {
    async confirm(token) {
      const subscriber = subscriberOf("confirm", token);
      if (!subscriber) return "invalid";
      // Confirmed already: say so, however old the link.
      if (subscriber.confirmed) return "already-confirmed";
      if (subscriber.expired) return "expired";
      const confirmed = await written(() => store.confirm(subscriber.linkKey, new Date(clockMs())));
      if (confirmed === "unavailable") return confirmed;
      return confirmed ? "confirmed" : "already-confirmed";
    },

    checkUnsubscribe(token) {
      const subscriber = subscriberOf("unsubscribe", token);
      return subscriber ? { ok: true, email: subscriber.email } : { ok: false };
    },

    async unsubscribe(token) {
      const subscriber = subscriberOf("unsubscribe", token);
      if (!subscriber) return "invalid";
      const removed = await written(() => store.remove(subscriber.email, new Date(clockMs())));
      return removed === "unavailable" ? removed : "removed";
    },
  };
}
