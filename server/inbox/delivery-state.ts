/**
 * Where a lead's delivery stands (DeliveryState, ~/contracts/inbox), from its outbox messages
 * and the channels set up now. Pure: the queries read the rows, this decides.
 */
import type { DeliveryChannel, DeliveryState, LeadStatus } from "~/contracts/inbox";

import type { OutboxStatus } from "../db/schema";

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

/** The worst first: what the owner most needs to hear about a lead. */
const PRECEDENCE: Record<DeliveryState["kind"], number> = {
  "gave-up": 0,
  failing: 1,
  queued: 2,
  sent: 3,
  "not-queued": 4,
  off: 5,
  spam: 6,
};

/**
 * A lead's state across its messages: spam is never sent; without messages it was never queued
 * (off, or not queued when a channel is set up now); else the worst of its channels, failures
 * counted from the earliest and the next try the soonest.
 */
export function leadDeliveryState(
  status: LeadStatus,
  messages: readonly MessageFacts[],
  channels: readonly DeliveryChannel[],
): DeliveryState {
  if (status === "spam") return { kind: "spam" };
  if (messages.length === 0) return { kind: channels.length > 0 ? "not-queued" : "off" };
  const states = messages.map(messageState);
  const worst = states.reduce((a, b) => (PRECEDENCE[b.kind] < PRECEDENCE[a.kind] ? b : a));
  if (worst.kind === "sent") {
    const times = states.map((state) => (state.kind === "sent" ? state.at : null));
    return { kind: "sent", at: times.includes(null) ? null : Math.max(...(times as number[])) };
  }
  if (worst.kind === "failing") {
    const failing = states.filter((state) => state.kind === "failing");
    return {
      ...worst,
      since: Math.min(...failing.map((state) => state.since)),
      nextTryAt: Math.min(...failing.map((state) => state.nextTryAt)),
    };
  }
  return worst;
}
