import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { INBOX_API } from "~/contracts/inbox";
import { OVERVIEW_API, type OverviewAnswer } from "~/contracts/overview";

import type { NewLead } from "../leads/lead-store";
import { startTestServer, storeLocation, type TestServer } from "../test/harness";
import { storeLead } from "../test/new-lead";

const OWNER = { email: "owner@example.com", password: "a long inbox passphrase" };
/** Thursday 26 November 2026, 10:00 in Mogadishu. */
const NOW = Date.UTC(2026, 10, 26, 7);

function enquiry(id: number, product: string, phone: string): NewLead {
  return {
    submissionId: `overview-http-${id}`,
    submissionHash: "test",
    lang: "en",
    form: "enquiry",
    subject: "Enquiry: Ada Obi",
    status: "new",
    page: "/contact",
    sender: { name: "Ada Obi", email: "ada@example.com", phone },
    preview: "Frozen grouper",
    values: { product, productForm: "Frozen" },
    rows: [{ key: "message", label: "Message", value: "Frozen grouper" }],
    choices: [],
  };
}

describe("the overview over HTTP", () => {
  let server: TestServer;
  let cookie: string;

  beforeAll(async () => {
    server = await startTestServer(
      await storeLocation("sqlite"),
      { INBOX_OWNER_EMAIL: OWNER.email, INBOX_OWNER_PASSWORD: OWNER.password },
      { now: () => NOW },
    );
    await storeLead(server.store, enquiry(1, "Grouper", "+966 50 123 4567"), [], NOW - 60_000);
    await storeLead(server.store, enquiry(2, "=HYPERLINK(1)", "+966 50 765 4321"), [], NOW - 1);
    const signedIn = await fetch(`${server.url}${INBOX_API.session}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url },
      body: JSON.stringify(OWNER),
    });
    cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
  });
  afterAll(() => server?.stop());

  const get = (path: string, withCookie = true) =>
    fetch(`${server.url}${path}`, {
      headers: { Accept: "application/json", ...(withCookie ? { Cookie: cookie } : {}) },
    });

  test("answers 401 without a session, for the figures and the CSV alike", async () => {
    expect((await get(OVERVIEW_API.overview, false)).status).toBe(401);
    expect((await get(`${OVERVIEW_API.export}?table=markets`, false)).status).toBe(401);
  });

  test("gives the period's figures, no-store, without personal data", async () => {
    const response = await get(`${OVERVIEW_API.overview}?weeks=4`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toMatch(/Ada|example\.com|123 4567/);
    const answer = JSON.parse(text) as OverviewAnswer;
    expect(answer.weeks).toBe(4);
    expect(answer.thisWeek).toBe(2);
    expect(answer.markets).toEqual([{ label: "Saudi Arabia", count: 2 }]);
  });

  test.each([
    ["a period it does not offer", `${OVERVIEW_API.overview}?weeks=5`, "weeks"],
    ["a period that is no number", `${OVERVIEW_API.overview}?weeks=%3Cscript%3E`, "weeks"],
    ["a table it does not have", `${OVERVIEW_API.export}?weeks=4&table=leads`, "table"],
    ["no table", `${OVERVIEW_API.export}?weeks=4`, "table"],
  ])("answers 422 to %s, naming the field", async (_, path, field) => {
    const response = await get(path);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  test("downloads a table as CSV with the lead export's rules, and audits it", async () => {
    const response = await get(`${OVERVIEW_API.export}?weeks=12&table=products`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="overview-products-12-weeks-2026-11-26.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(
      "Product: product form,Enquiries\r\n'=HYPERLINK(1): Frozen,1\r\nGrouper: Frozen,1\r\n",
    );
    const audit = await fetch(`${server.url}${INBOX_API.audit}`, { headers: { Cookie: cookie } });
    const { entries } = (await audit.json()) as { entries: Array<{ detail: string | null }> };
    expect(entries.map((entry) => entry.detail)).toContain("overview: products, 12 weeks");
  });
});
