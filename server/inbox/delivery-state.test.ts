import { describe, expect, test } from "vitest";

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

describe("leadDeliveryState", () => {
  test("spam is never sent, whatever its messages", () => {
    expect(leadDeliveryState("spam", [failingEmail], ["email"])).toEqual({ kind: "spam" });
  });

  test("without messages: off when no channel is set up, else not queued (a retry can send it)", () => {
    expect(leadDeliveryState("new", [], [])).toEqual({ kind: "off" });
    expect(leadDeliveryState("handled", [], ["webhook"])).toEqual({ kind: "not-queued" });
  });

  test("sent only when every channel sent it, at the last of them", () => {
    const email = message({ status: "sent", sentAt: AT });
    const webhook = message({ channel: "webhook", status: "sent", sentAt: AT + 5000 });
    expect(leadDeliveryState("new", [email, webhook], ["email", "webhook"])).toEqual({
      kind: "sent",
      at: AT + 5000,
    });
    expect(
      leadDeliveryState("new", [email, message({ channel: "webhook" })], ["email", "webhook"]),
    ).toEqual({ kind: "queued" });
  });

  test("the worst channel counts: given up before failing, failing before waiting or sent", () => {
    const sent = message({ channel: "webhook", status: "sent", sentAt: AT });
    expect(leadDeliveryState("new", [failingEmail, sent], ["email", "webhook"]).kind).toBe(
      "failing",
    );
    const givenUp = message({ channel: "webhook", status: "failed", firstFailureAt: AT - 1000 });
    expect(leadDeliveryState("new", [failingEmail, givenUp], ["email", "webhook"]).kind).toBe(
      "gave-up",
    );
  });

  test("two failing channels: failing since the earlier failure, next try the sooner", () => {
    const webhook = message({
      channel: "webhook",
      lastError: "The webhook answered 500",
      firstFailureAt: AT - 60_000,
      nextAttemptAt: AT + 30_000,
    });
    expect(leadDeliveryState("new", [failingEmail, webhook], ["email", "webhook"])).toMatchObject({
      kind: "failing",
      since: AT - 60_000,
      nextTryAt: AT + 30_000,
    });
  });
});
