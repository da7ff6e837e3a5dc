import type { DeliveryState } from "~/contracts/inbox";

import { formatWhen } from "./inbox-format";

/** How a delivery state looks: the badge's colour and icon. */
export type DeliveryTone = "ok" | "waiting" | "problem" | "off";

export function deliveryTone(state: DeliveryState): DeliveryTone {
  switch (state.kind) {
    case "sent":
      return "ok";
    case "queued":
      return "waiting";
    case "failing":
    case "gave-up":
      return "problem";
    case "off":
    case "not-queued":
    case "spam":
      return "off";
  }
}

/**
 * Where a delivery stands, in the owner's words, times in the business's time zone (the day
 * too when it is not `now`'s): "sent", "failing since 10:42, next try 11:12", "not sent: e-mail
 * is not set up"…
 */
export function deliveryWords(state: DeliveryState, now: number): string {
  switch (state.kind) {
    case "sent":
      return state.at === null ? "sent" : `sent ${formatWhen(state.at, now)}`;
    case "queued":
      return "waiting to be sent";
    case "failing":
      return `failing since ${formatWhen(state.since, now)}, next try ${
        state.nextTryAt <= now ? "now" : formatWhen(state.nextTryAt, now)
      }`;
    case "gave-up":
      return `not sent: failed since ${formatWhen(state.since, now)}, tries stopped after 48 hours`;
    case "off":
      return "not sent: e-mail is not set up";
    case "not-queued":
      return "not sent: delivery was not set up when it arrived";
    case "spam":
      return "not sent: spam is never forwarded";
  }
}
