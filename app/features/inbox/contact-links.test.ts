import { describe, expect, test } from "vitest";

import { callHref, replyHref, whatsAppHref } from "./contact-links";

describe("replyHref", () => {
  test("writes to the person with the lead's subject and reference", () => {
    expect(replyHref("ada@example.com", "Contact Form: Ada Obi", "PS-1WX9-RBJR")).toBe(
      "mailto:ada@example.com?subject=Re%3A%20Contact%20Form%3A%20Ada%20Obi%20%5BPS-1WX9-RBJR%5D",
    );
  });

  test("keeps hostile text out of the link's own syntax", () => {
    const href = replyHref("a+b@example.com", "Enquiry: x&cc=evil@example.com", "PS-1WX9-RBJR");
    expect(href).toBe(
      "mailto:a%2Bb@example.com?subject=Re%3A%20Enquiry%3A%20x%26cc%3Devil%40example.com%20%5BPS-1WX9-RBJR%5D",
    );
  });

  test.each([null, "", "not an address", "a@b@example.com", "ada@example.com?cc=x@y.z"])(
    "offers no reply for %j",
    (email) => {
      expect(replyHref(email, "Subject", "PS-1WX9-RBJR")).toBeNull();
    },
  );
});

describe("callHref and whatsAppHref", () => {
  test.each([
    ["+971 50 123 4567", "tel:+971501234567", "https://wa.me/971501234567"],
    ["00971 (50) 123-4567", "tel:+971501234567", "https://wa.me/971501234567"],
    ["+252904014301", "tel:+252904014301", "https://wa.me/252904014301"],
    ["050 123 4567", "tel:0501234567", null],
    ["12345", null, null],
    ["+1234567890123456", null, null],
    [null, null, null],
  ])("%j → %j and %j", (phone, call, chat) => {
    expect(callHref(phone)).toBe(call);
    expect(whatsAppHref(phone)).toBe(chat);
  });
});
