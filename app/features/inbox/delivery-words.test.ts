import { describe, expect, test } from "vitest";

import type { DeliveryState } from "~/contracts/inbox";

import { deliveryTone, deliveryWords } from "./delivery-words";

// 10:42 in Mogadishu (UTC+3) on 25 November 2026.
const AT = Date.UTC(2026, 10, 25, 7, 42);
const MINUTE = 60_000;

describe("deliveryWords", () => {
  test.each<[string, DeliveryState, number, string]>([
    ["sent, at a time", { kind: "sent", at: AT }, AT + MINUTE, "sent 10:42"],
    ["sent, time unknown", { kind: "sent", at: null }, AT, "sent"],
    ["waiting for its first try", { kind: "queued" }, AT, "waiting to be sent"],
    [
      "failing, in the business's time zone",
      { kind: "failing", channel: "email", since: AT, nextTryAt: AT + 30 * MINUTE, error: null },
      AT + 5 * MINUTE,
      "failing since 10:42, next try 11:12",
    ],
    [
      "failing, its next try already due",
      { kind: "failing", channel: "email", since: AT, nextTryAt: AT, error: null },
      AT + MINUTE,
      "failing since 10:42, next try now",
    ],
    [
      "failing since another day",
      {
        kind: "failing",
        channel: "email",
        since: AT,
        nextTryAt: AT + 26 * 60 * MINUTE,
        error: null,
      },
      AT + 25 * 60 * MINUTE,
      "failing since 25 Nov, 10:42, next try 12:42",
    ],
    [
      "given up",
      { kind: "gave-up", channel: "email", since: AT, error: null },
      AT + 3 * 24 * 60 * MINUTE,
      "not sent: failed since 25 Nov, 10:42, tries stopped after 48 hours",
    ],
    ["delivery off", { kind: "off" }, AT, "not sent: e-mail is not set up"],
    ["not queued", { kind: "not-queued" }, AT, "not sent: delivery was not set up when it arrived"],
    ["spam", { kind: "spam" }, AT, "not sent: spam is never forwarded"],
  ])("%s", (_, state, now, words) => {
    expect(deliveryWords(state, now)).toBe(words);
  });
});

describe("deliveryTone", () => {
  test.each<[DeliveryState, string]>([
    [{ kind: "sent", at: AT }, "ok"],
    [{ kind: "queued" }, "waiting"],
    [{ kind: "failing", channel: "email", since: AT, nextTryAt: AT, error: null }, "problem"],
    [{ kind: "gave-up", channel: "webhook", since: AT, error: null }, "problem"],
    [{ kind: "off" }, "off"],
    [{ kind: "spam" }, "off"],
  ])("%o is %s", (state, tone) => {
    expect(deliveryTone(state)).toBe(tone);
  });
});
