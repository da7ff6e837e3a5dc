import { describe, expect, test } from "vitest";

import type { DeliveryChannel, LeadDelivery, LeadStatus } from "~/contracts/inbox";

import { leadDeliveryState, type MessageFacts, messageState } from "./delivery-state";

const AT = Date.UTC(2026, 10, 25, 7, 42);

function message(facts: Partial<MessageFacts> = {}): MessageFacts {
  return {
    channel: "email",
    status: "pending",
    nextAttemptAt: AT,
    sentAt: null,
    lastError: null,
    firstFailureAt: null,
    ...facts,
  };
}

const failingEmail = message({
  lastError: "connect ECONNREFUSED 127.0.0.1:2525",
  firstFailureAt: AT,
  nextAttemptAt: AT + 60_000,
});

describe("messageState", () => {
  test.each([
    ["waiting for its first try", message(), { kind: "queued" }],
    ["sent", message({ status: "sent", sentAt: AT }), { kind: "sent", at: AT }],
    [
      "failing, with the first failure and the next try",
      failingEmail,
      {
        kind: "failing",
        channel: "email",
        since: AT,
        nextTryAt: AT + 60_000,
        error: "connect ECONNREFUSED 127.0.0.1:2525",
      },
    ],
    [
      "given up",
      message({ status: "failed", lastError: "Connection timeout", firstFailureAt: AT }),
      { kind: "gave-up", channel: "email", since: AT, error: "Connection timeout" },
    ],
  ])("%s", (_, facts, state) => {
    expect(messageState(facts)).toEqual(state);
  });
});

/**
 * A lead's state, its stored delivery being what the store writes for these messages
 * (refreshDelivery, delivery.test.ts): failed if one gave up, waiting while one is pending.
 */
function stateOf(
  status: LeadStatus,
  messages: readonly MessageFacts[],
  channels: readonly DeliveryChannel[],
) {
  const statuses = messages.map((facts) => facts.status);
  const delivery: LeadDelivery =
    statuses.length === 0
      ? "none"
      : statuses.includes("failed")
        ? "failed"
        : statuses.includes("pending")
          ? "waiting"
          : "sent";
  return leadDeliveryState({ status, delivery }, messages, channels);
}

describe("leadDeliveryState", () => {
  test("spam is never sent, whatever its messages", () => {
    expect(stateOf("spam", [failingEmail], ["email"])).toEqual({ kind: "spam" });
  });

  test("without messages: off when no channel is set up, else not queued (a retry can send it)", () => {
    expect(stateOf("new", [], [])).toEqual({ kind: "off" });
    expect(stateOf("handled", [], ["webhook"])).toEqual({ kind: "not-queued" });
  });

  test("sent only when every channel sent it, at the last of them", () => {
    const email = message({ status: "sent", sentAt: AT });
    const webhook = message({ channel: "webhook", status: "sent", sentAt: AT + 5000 });
    expect(stateOf("new", [email, webhook], ["email", "webhook"])).toEqual({
      kind: "sent",
      at: AT + 5000,
    });
    expect(stateOf("new", [email, message({ channel: "webhook" })], ["email", "webhook"])).toEqual({
      kind: "queued",
    });
  });

  test("the worst channel counts: given up before failing, failing before waiting or sent", () => {
    const sent = message({ channel: "webhook", status: "sent", sentAt: AT });
    expect(stateOf("new", [failingEmail, sent], ["email", "webhook"]).kind).toBe("failing");
    const givenUp = message({ channel: "webhook", status: "failed", firstFailureAt: AT - 1000 });
    expect(stateOf("new", [failingEmail, givenUp], ["email", "webhook"]).kind).toBe("gave-up");
  });

  test("two failing channels: failing since the earlier failure, next try the sooner", () => {
    const webhook = message({
      channel: "webhook",
      lastError: "The webhook answered 500",
      firstFailureAt: AT - 60_000,
      nextAttemptAt: AT + 30_000,
    });
    expect(stateOf("new", [failingEmail, webhook], ["email", "webhook"])).toMatchObject({
      kind: "failing",
      since: AT - 60_000,
      nextTryAt: AT + 30_000,
    });
  });

  test("the stored delivery decides the kind; the messages only give its details", () => {
    const sent = message({ status: "sent", sentAt: AT });
    expect(leadDeliveryState({ status: "new", delivery: "sent" }, [message()], ["email"])).toEqual({
      kind: "sent",
      at: null,
    });
    expect(
      leadDeliveryState({ status: "new", delivery: "waiting" }, [sent, failingEmail], ["email"]),
    ).toMatchObject({ kind: "failing", since: AT });
    const givenUp = message({ status: "failed", lastError: "Timeout", firstFailureAt: AT });
    expect(
      leadDeliveryState({ status: "new", delivery: "waiting" }, [givenUp], ["email"]).kind,
    ).toBe("queued");
    expect(leadDeliveryState({ status: "new", delivery: "none" }, [sent], ["email"]).kind).toBe(
      "not-queued",
    );
  });
});
