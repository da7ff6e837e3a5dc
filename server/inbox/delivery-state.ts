/**
 * Where a lead's delivery stands for the owner (DeliveryState, ~/contracts/inbox): the lead's
 * stored delivery (`leads.delivery`, the one truth, see leads/delivery.ts) says which kind, and
 * its outbox messages the details (since when it fails, the next try, the reason). Pure: the
 * queries read the rows, this decides.
 */
import type { DeliveryChannel, DeliveryState } from "~/contracts/inbox";

import type { LeadsTable, OutboxStatus } from "../db/schema";

/** What the state needs of one outbox message. */
export interface MessageFacts {
  channel: DeliveryChannel;
  status: OutboxStatus;
  nextAttemptAt: number;
  sentAt: number | null;
  lastError: string | null;
  /** When its first failed try was, if any. */
  firstFailureAt: number | null;
}

/** One channel's state. */
export function messageState(message: MessageFacts): DeliveryState {
  const { channel, lastError: error } = message;
  if (message.status === "sent") return { kind: "sent", at: message.sentAt };
  const since = message.firstFailureAt;
  if (message.status === "failed") {
    return { kind: "gave-up", channel, since: since ?? message.nextAttemptAt, error };
  }
  // A message that has failed keeps its reason until a try succeeds.
  if (since !== null && error !== null) {
    return { kind: "failing", channel, since, nextTryAt: message.nextAttemptAt, error };
  }
  return { kind: "queued" };
}

/**
 * A lead's state: spam is never sent; a lead with nothing queued is off, or not queued when a
 * channel is set up now; else its stored delivery decides, its messages of that kind giving the
 * details: given up (the first channel that gave up), sent (at the last of them), or waiting,
 * which is failing while a message's tries fail (since the earliest failure, next try the
 * soonest) and queued otherwise.
 */
export function leadDeliveryState(
  lead: Pick<LeadsTable, "status" | "delivery">,
  messages: readonly MessageFacts[],
  channels: readonly DeliveryChannel[],
): DeliveryState {
  if (lead.status === "spam") return { kind: "spam" };
  const states = messages.map(messageState);
  switch (lead.delivery) {
    case "none":
      return { kind: channels.length > 0 ? "not-queued" : "off" };
    case "failed":
      // The column and the messages change in one transaction: a failed lead has one that gave up.
      return states.find((state) => state.kind === "gave-up") ?? { kind: "queued" };
    case "sent": {
      const times = states.map((state) => (state.kind === "sent" ? state.at : null));
      const at =
        times.length === 0 || times.includes(null) ? null : Math.max(...(times as number[]));
      return { kind: "sent", at };
    }
    case "waiting": {
      const failing = states.filter((state) => state.kind === "failing");
      if (failing.length === 0) return { kind: "queued" };
      return {
        ...failing[0]!,
        since: Math.min(...failing.map((state) => state.since)),
        nextTryAt: Math.min(...failing.map((state) => state.nextTryAt)),
      };
    }
  }
}
