import { describe, expect, test } from "vitest";

import { explainDeliveryError } from "./delivery-errors";

describe("explainDeliveryError", () => {
  test.each([
    ["connect ECONNREFUSED 127.0.0.1:2525", "the mail server refused the connection"],
    ["getaddrinfo ENOTFOUND smtp.example.invalid", "the mail server's name was not found"],
    [
      "getaddrinfo EAI_AGAIN smtp.example.com",
      "the mail server's name could not be looked up (the name service did not answer)",
    ],
    [
      "connect EHOSTUNREACH 10.0.0.9:587",
      "the mail server cannot be reached from this server's network",
    ],
    ["Connection timeout", "the mail server did not answer in time"],
    ["Greeting never received", "the mail server did not answer in time"],
    ["connect ETIMEDOUT 203.0.113.9:25", "the mail server did not answer in time"],
    [
      "Invalid login: 535 5.7.8 Username and Password not accepted",
      "the mail server refused the user name or password",
    ],
    ['Missing credentials for "PLAIN"', "the mail server refused the user name or password"],
    [
      "self-signed certificate in certificate chain",
      "a secure (TLS) connection to the mail server could not be made",
    ],
    [
      "140736:error:1408F10B:SSL routines:ssl3_get_record:wrong version number",
      "a secure (TLS) connection to the mail server could not be made",
    ],
    [
      "Hostname/IP does not match certificate's altnames",
      "a secure (TLS) connection to the mail server could not be made",
    ],
    ["Connection closed unexpectedly", "the mail server closed the connection unexpectedly"],
    ["read ECONNRESET", "the mail server closed the connection unexpectedly"],
    [
      "Mail command failed: 553 5.7.1 Sender address rejected: not owned by user",
      "the mail server refused the sender address",
    ],
    [
      "Can't send mail - all recipients were rejected: 550 5.1.1 <leads@example.com>: Recipient address rejected",
      "the mail server refused the recipient address",
    ],
    [
      "Message failed: 552 5.3.4 Message size exceeds fixed limit",
      "the mail server refused the message as too large",
    ],
    [
      "Data command failed: 451 4.7.1 Please try again later",
      "the mail server asked to try again later (it is busy or limiting this sender)",
    ],
  ])("%j: %s", (error, reason) => {
    expect(explainDeliveryError("email", error).reason).toBe(reason);
  });

  test("names the setting to check", () => {
    expect(explainDeliveryError("email", "connect ECONNREFUSED 127.0.0.1:2525").advice).toContain(
      "SMTP_URL",
    );
    expect(explainDeliveryError("webhook", "fetch failed").advice).toContain("LEAD_WEBHOOK_URL");
  });

  test.each([
    ["The webhook answered 503", "the webhook's server had an error (it answered 503)"],
    ["The webhook answered 401", "the webhook's server refused the lead (it answered 401)"],
    ["fetch failed", "the webhook's server could not be reached"],
    ["The operation was aborted due to timeout", "the webhook's server did not answer in time"],
  ])("a webhook's %j: %s", (error, reason) => {
    expect(explainDeliveryError("webhook", error).reason).toBe(reason);
  });

  test("an unknown or missing reason still gets words, and the details say more", () => {
    for (const error of ["Something odd happened", null]) {
      expect(explainDeliveryError("email", error)).toEqual({
        reason: "the mail server did not take the lead, for a reason it did not name plainly",
        advice: "The technical details below say what it answered.",
      });
    }
  });
});
