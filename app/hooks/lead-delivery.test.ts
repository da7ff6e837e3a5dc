import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { sentLead, stubLeadEndpoint } from "~/test-utils/lead-endpoint";

import { defineLeadForm } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

import {
  deliverLead,
  LEAD_RETRY_WINDOW_MS,
  LEAD_TIMEOUT_MS,
  LeadDeliveryError,
  LeadRejectedError,
  leadRetryDelay,
  type Submission,
} from "./lead-delivery";

const RELAY = "https://relay.test/ajax/leads@example.com";

/** A small form of its own, so these tests do not depend on any real form's rules. */
const noteForm = defineLeadForm({
  name: "enquiry",
  title: "Note form",
  schema: z.object({
    fullName: z.string().trim().min(1, "Name is required"),
    note: z.string().trim(),
  }),
  fields: { fullName: { label: "Full name" }, note: { label: "Note" } },
  subject: (values) => `Note from ${values.fullName}`,
  sender: (values) => ({ name: values.fullName }),
  postFields: (values) => ({ initials: values.fullName.replace(/[^A-Z]/g, "") }),
});

const submission: Submission = {
  id: "0123456789abcdef0123456789abcdef",
  honeypot: "",
  page: "/contact",
};

describe("deliverLead", () => {
  test("posts the schema's values, what the form adds and the meta fields to /api/leads", async () => {
    const fetchMock = stubLeadEndpoint(new Response('{"id":"lead-1"}', { status: 201 }));
    await expect(
      deliverLead(noteForm, { fullName: " Ada Obi ", note: "Call after 5" }, submission),
    ).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { url, init, fields } = sentLead(fetchMock);
    expect(url).toBe("/api/leads");
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(FormData);
    expect(fields).toEqual({
      fullName: "Ada Obi",
      note: "Call after 5",
      initials: "AO",
      _form: "enquiry",
      _subject: "Note from Ada Obi",
      _page: "/contact",
      _captcha: "false",
      _honey: "",
      website: "",
    });
  });

  test("resolves with the lead's reference from the site's own server, and nothing else it says", async () => {
    stubLeadEndpoint(
      new Response('{"id":"lead-1","reference":"PS-1WX9-RBJR"}', { status: 201 }),
      new Response('{"id":"lead-1","reference":"<b>not a reference</b>"}', { status: 201 }),
      new Response("not JSON", { status: 200 }),
    );
    const send = () => deliverLead(noteForm, { fullName: "Ada", note: "" }, submission);
    await expect(send()).resolves.toEqual({ reference: "PS-1WX9-RBJR" });
    await expect(send()).resolves.toEqual({});
    await expect(send()).resolves.toEqual({});
  });

  test("posts the page's language when it is not English, and nothing for English", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    const send = (lang: "en" | "ar") =>
      deliverLead(noteForm, { fullName: "Ada", note: "" }, { ...submission, lang });
    await send("ar");
    await send("en");
    expect(sentLead(fetchMock, 0).fields._lang).toBe("ar");
    expect(sentLead(fetchMock, 1).fields).not.toHaveProperty("_lang");
  });

  test("asks for JSON and sends the submission id as the Idempotency-Key to the site's own server", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}", { status: 201 }));
    await deliverLead(noteForm, { fullName: "Ada", note: "" }, submission, "/api/leads");
    const { headers, fields } = sentLead(fetchMock);
    expect(headers.get("Accept")).toBe("application/json");
    expect(headers.get("Idempotency-Key")).toBe(submission.id);
    expect(fields).not.toHaveProperty("_submission");
  });

  test("sends the submission id as a field, and no custom header, to an external relay", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    await deliverLead(noteForm, { fullName: "Ada", note: "" }, submission, RELAY);
    const { url, headers, fields } = sentLead(fetchMock);
    expect(url).toBe(RELAY);
    expect([...headers.keys()]).toEqual(["accept"]);
    expect(fields._submission).toBe(submission.id);
  });

  test("sends every field of the form, a missing one as empty text", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const values = { fullName: "Ada" } as { fullName: string; note: string };
    await deliverLead(noteForm, values, submission);
    expect(sentLead(fetchMock).fields.note).toBe("");
  });

  test("refuses values that do not pass the form's schema, with its messages, and sends nothing", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const delivery = deliverLead(noteForm, { fullName: "  ", note: "" }, submission);
    await expect(delivery).rejects.toBeInstanceOf(LeadRejectedError);
    await expect(delivery).rejects.toMatchObject({ errors: { fullName: "Name is required" } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("sends the same fields to an external relay as to the site's own server", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    const values = { fullName: " Ada Obi ", note: "Call after 5" };
    await deliverLead(noteForm, values, submission, "/api/leads");
    await deliverLead(noteForm, values, submission, RELAY);
    const { _submission, ...relayed } = sentLead(fetchMock, 1).fields;
    expect(_submission).toBe(submission.id);
    expect(relayed).toEqual(sentLead(fetchMock, 0).fields);
  });

  test("still sends a lead whose honeypot is filled, with the honeypot's value in website and _honey", async () => {
    const fetchMock = stubLeadEndpoint(new Response("{}"));
    await expect(
      deliverLead(
        noteForm,
        { fullName: "Ada", note: "" },
        { ...submission, honeypot: "http://spam.example" },
      ),
    ).resolves.toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sentLead(fetchMock).fields).toMatchObject({
      website: "http://spam.example",
      _honey: "http://spam.example",
    });
  });

  test("rejects a 422 with the server's message for each refused field", async () => {
    stubLeadEndpoint(
      new Response(JSON.stringify({ errors: { fullName: "Name is required" } }), {
        status: 422,
        headers: { "Content-Type": "application/json" },
      }),
    );
    const delivery = deliverLead(noteForm, { fullName: "Ada", note: "" }, submission);
    await expect(delivery).rejects.toBeInstanceOf(LeadRejectedError);
    await expect(delivery).rejects.toMatchObject({ errors: { fullName: "Name is required" } });
  });

  test("rejects a 422 without a readable answer as a refusal with no field messages", async () => {
    stubLeadEndpoint(new Response("Unprocessable", { status: 422 }));
    await expect(
      deliverLead(noteForm, { fullName: "Ada", note: "" }, submission),
    ).rejects.toMatchObject({ name: "LeadRejectedError", errors: {} });
  });

  test.each([400, 404, 413, 429, 500, 501])(
    "fails at once with a delivery error on a %i answer, without a retry",
    async (status) => {
      const fetchMock = stubLeadEndpoint(new Response("nope", { status }));
      await expect(
        deliverLead(noteForm, { fullName: "Ada", note: "" }, submission),
      ).rejects.toThrow(new LeadDeliveryError(`The server answered ${status}`));
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  test("gives up after 15 seconds", async () => {
    expect(LEAD_TIMEOUT_MS).toBe(15_000);
    const timeout = vi.spyOn(AbortSignal, "timeout");
    const fetchMock = stubLeadEndpoint(
      new DOMException("The operation timed out.", "TimeoutError"),
    );
    await expect(
      deliverLead(noteForm, { fullName: "Ada", note: "" }, submission),
    ).rejects.toBeInstanceOf(LeadDeliveryError);
    // A timed-out post is not tried again: the visitor has already waited 15 s.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(timeout).toHaveBeenCalledWith(15_000);
    expect(sentLead(fetchMock).init.signal).toBe(timeout.mock.results[0]!.value);
  });
});

describe("retries while the server restarts", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const values = { fullName: "Ada", note: "" };
  const refused = () => new TypeError("Failed to fetch");
  const stored = () => new Response('{"id":"lead-1","reference":"PS-1WX9-RBJR"}', { status: 201 });

  /** Runs the fake clock until the delivery settles; how long that took, in fake ms. */
  async function settle(delivery: Promise<unknown>): Promise<number> {
    const started = Date.now();
    let settled = false;
    delivery.then(
      () => (settled = true),
      () => (settled = true),
    );
    while (!settled) await vi.advanceTimersToNextTimerAsync();
    return Date.now() - started;
  }

  test("waits 0.5, 1, 2 and 4 s, then 4 s, between tries", () => {
    expect([0, 1, 2, 3, 4, 10].map(leadRetryDelay)).toEqual([500, 1000, 2000, 4000, 4000, 4000]);
  });

  test.each([
    ["a refused connection", refused],
    ["a 502 answer", () => new Response("Bad Gateway", { status: 502 })],
    ["a 503 answer", () => new Response('{"error":"unavailable"}', { status: 503 })],
    ["a 504 answer", () => new Response("Gateway Timeout", { status: 504 })],
  ])(
    "after %s, tries the same submission again and resolves with the server's receipt",
    async (_, failure) => {
      const fetchMock = stubLeadEndpoint(failure(), failure(), failure(), stored());
      const delivery = deliverLead(noteForm, values, submission);
      const took = await settle(delivery);
      await expect(delivery).resolves.toEqual({ reference: "PS-1WX9-RBJR" });
      expect(fetchMock).toHaveBeenCalledTimes(4);
      expect(took).toBe(500 + 1000 + 2000);
      const keys = fetchMock.mock.calls.map((_call, index) =>
        sentLead(fetchMock, index).headers.get("Idempotency-Key"),
      );
      expect(keys).toEqual(Array(4).fill(submission.id));
    },
  );

  test("gives up after about 30 s, with the last failure and its cause", async () => {
    const networkError = refused();
    const fetchMock = stubLeadEndpoint(networkError);
    const delivery = deliverLead(noteForm, values, submission);
    const took = await settle(delivery);
    await expect(delivery).rejects.toBeInstanceOf(LeadDeliveryError);
    await expect(delivery).rejects.toMatchObject({ cause: networkError });
    // 0.5 + 1 + 2 + 4 × 6 = 27.5 s; one more wait would pass the window.
    expect(took).toBe(27_500);
    expect(took).toBeLessThanOrEqual(LEAD_RETRY_WINDOW_MS);
    expect(fetchMock).toHaveBeenCalledTimes(10);
  });

  test("stops at a refusal met on a retry, without trying again", async () => {
    const fetchMock = stubLeadEndpoint(
      new Response("", { status: 503 }),
      new Response(JSON.stringify({ errors: { fullName: "Name is required" } }), { status: 422 }),
    );
    const delivery = deliverLead(noteForm, values, submission);
    await settle(delivery);
    await expect(delivery).rejects.toMatchObject({ errors: { fullName: "Name is required" } });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test("gives up when the page's clock has jumped past the window during a wait", async () => {
    const fetchMock = stubLeadEndpoint(refused());
    const delivery = deliverLead(noteForm, values, submission);
    await vi.advanceTimersByTimeAsync(0);
    vi.setSystemTime(Date.now() + LEAD_RETRY_WINDOW_MS);
    await settle(delivery);
    await expect(delivery).rejects.toBeInstanceOf(LeadDeliveryError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test("never retries a post to an external relay, which does not check submission ids", async () => {
    const fetchMock = stubLeadEndpoint(refused(), stored());
    const delivery = deliverLead(noteForm, values, submission, RELAY);
    await settle(delivery);
    await expect(delivery).rejects.toBeInstanceOf(LeadDeliveryError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
