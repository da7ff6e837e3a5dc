import { afterEach, describe, expect, test, vi } from "vitest";

import { deliverLead, LEAD_TIMEOUT_MS, LeadDeliveryError } from "./lead-delivery";

const ENDPOINT = "https://relay.test/ajax/leads@example.com";

function mockFetch(response: Response | Error) {
  const fetchMock = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("deliverLead", () => {
  test("posts multipart form data with the relay's fields and Accept: application/json", async () => {
    const fetchMock = mockFetch(new Response("{}", { status: 200 }));
    const result = await deliverLead(
      { subject: "Contact Form: Ada Obi", fields: { name: "Ada Obi", email: "ada@example.com" } },
      ENDPOINT,
    );
    expect(result).toBe("sent");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ Accept: "application/json" });
    const body = init.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      _subject: "Contact Form: Ada Obi",
      _captcha: "false",
      _honey: "",
    });
  });

  test("sends nothing when the honeypot is filled", async () => {
    const fetchMock = mockFetch(new Response("{}"));
    await expect(
      deliverLead({ subject: "x", fields: {}, honeypot: "http://spam" }, ENDPOINT),
    ).resolves.toBe("dropped");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test("fails on a non-ok status", async () => {
    mockFetch(new Response("nope", { status: 500 }));
    await expect(deliverLead({ subject: "x", fields: {} }, ENDPOINT)).rejects.toThrow(
      new LeadDeliveryError("The relay answered 500"),
    );
  });

  test("fails on a network error", async () => {
    mockFetch(new TypeError("Failed to fetch"));
    await expect(deliverLead({ subject: "x", fields: {} }, ENDPOINT)).rejects.toBeInstanceOf(
      LeadDeliveryError,
    );
  });

  test("gives up after 15 seconds", async () => {
    expect(LEAD_TIMEOUT_MS).toBe(15_000);
    const timeout = vi.spyOn(AbortSignal, "timeout");
    mockFetch(new DOMException("The operation timed out.", "TimeoutError"));
    await expect(deliverLead({ subject: "x", fields: {} }, ENDPOINT)).rejects.toBeInstanceOf(
      LeadDeliveryError,
    );
    expect(timeout).toHaveBeenCalledWith(15_000);
  });
});
