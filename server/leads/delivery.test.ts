import { describe, expect, test } from "vitest";

import { deliveryOf } from "./delivery";

describe("deliveryOf", () => {
  test.each([
    [[], "none"],
    [["pending"], "waiting"],
    [["sent", "pending"], "waiting"],
    [["sent", "sent"], "sent"],
    [["sent", "failed"], "failed"],
  ] as const)("%j → %s", (statuses, delivery) => {
    expect(deliveryOf(statuses)).toBe(delivery);
  });
});
