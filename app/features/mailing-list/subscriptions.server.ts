// What the links in a subscriber's mail do (issue 9): confirm an address, or remove it. The
// pages /mailing-list/confirm and /mailing-list/unsubscribe say in plain words what happened.
import { type LinkPurpose, checkToken } from "./signed-links.server.ts";
import type { SubscriberStore } from "./store.server.ts";

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";
export type UnsubscribeCheck = { ok: true; email: string } | { ok: false };
export type UnsubscribeOutcome = "removed" | "invalid";

export interface Subscriptions {
  confirm(token: string | null): ConfirmOutcome;
  /** Who the unsubscribe link names; changes nothing (a GET). */
  checkUnsubscribe(token: string | null): UnsubscribeCheck;
  unsubscribe(token: string | null): UnsubscribeOutcome;
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
    confirm(token) {
      const subscriber = subscriberOf("confirm", token);
      if (!subscriber) return "invalid";
      // Confirmed already: say so, however old the link.
      if (subscriber.confirmed) return "already-confirmed";
      if (subscriber.expired) return "expired";
      return store.confirm(subscriber.linkKey, new Date(clockMs()))
        ? "confirmed"
        : "already-confirmed";
    },

    checkUnsubscribe(token) {
      const subscriber = subscriberOf("unsubscribe", token);
      return subscriber ? { ok: true, email: subscriber.email } : { ok: false };
    },

    unsubscribe(token) {
      const subscriber = subscriberOf("unsubscribe", token);
      if (!subscriber) return "invalid";
      store.remove(subscriber.email, new Date(clockMs()));
      return "removed";
    },
  };
}
