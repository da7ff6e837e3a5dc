import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  type AttentionAnswer,
  type AuditAnswer,
  INBOX_API,
  type LeadDetailAnswer,
  type LeadListAnswer,
} from "~/contracts/inbox";
import { INBOX_PATH } from "~/contracts/inbox-paths";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import { ConfigError } from "../config";
import { STORE_KINDS, startTestServer, storeLocation, type TestServer } from "../test/harness";
import { SESSION_IDLE_MS } from "./sessions";

const OWNER = { email: "owner@example.com", password: "a long inbox passphrase" };
const HOSTILE = `<img src=x onerror=alert(1)> "><script>alert(1)</script>`;

describe.each(STORE_KINDS)("the inbox API on %s", (kind) => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let now = Date.UTC(2026, 10, 23, 9);
  let origin: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(
      await storeLocation(kind),
      {
        SMTP_URL: mailbox.url,
        INBOX_OWNER_EMAIL: OWNER.email,
        INBOX_OWNER_PASSWORD: OWNER.password,
      },
      { now: () => now },
    );
    origin = server.url;
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  /** A request from the inbox's own pages (Origin set), with an optional session cookie. */
  function call(
    path: string,
    init: {
      method?: string;
      body?: unknown;
      cookie?: string;
      origin?: string;
      headers?: Record<string, string>;
    } = {},
  ) {
    return fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        Accept: "application/json",
        Origin: init.origin ?? origin,
        ...(init.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(init.cookie ? { Cookie: init.cookie } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  }

  async function signIn(password = OWNER.password, headers: Record<string, string> = {}) {
    return call(INBOX_API.session, {
      method: "POST",
      body: { email: OWNER.email, password },
      headers,
    });
  }

  async function session(): Promise<string> {
    const response = await signIn();
    expect(response.status).toBe(200);
    return response.headers.get("set-cookie")!.split(";")[0]!;
  }

  async function submitLead(fields: Record<string, string>): Promise<string> {
    const response = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(fields),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  const contact = (first: string, extra: Record<string, string> = {}) => ({
    _form: "contact",
    firstName: first,
    lastName: "Obi",
    email: `${first.toLowerCase()}@example.com`,
    phone: "+252904014301",
    message: `Enquiry from ${first}`,
    ...extra,
  });

  async function search(
    cookie: string,
    filter: Record<string, unknown> = {},
  ): Promise<LeadListAnswer> {
    const response = await call(INBOX_API.search, { method: "POST", body: filter, cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as LeadListAnswer;
  }

  const everyRoute = (id: string) =>
    [
      ["GET", INBOX_API.session],
      ["POST", INBOX_API.search],
      ["GET", INBOX_API.attention],
      ["POST", INBOX_API.bulkStatus],
      ["GET", INBOX_API.lead(id)],
      ["PATCH", INBOX_API.lead(id)],
      ["DELETE", INBOX_API.lead(id)],
      ["POST", INBOX_API.retry(id)],
      ["POST", INBOX_API.export],
      ["GET", INBOX_API.audit],
    ] as const;

  test("every route answers 401 without a session, and no-store", async () => {
    const id = await submitLead(contact("Nobody"));
    for (const [method, path] of everyRoute(id)) {
      const response = await call(path, {
        method,
        body: method === "GET" ? undefined : { status: "handled" },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "Sign in to see the inbox." });
    }
  });

  test("a browser's own post without a session (the CSV export's form) gets a page that links to signing in", async () => {
    const response = await fetch(`${server.url}${INBOX_API.export}`, {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "status=new",
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const page = await response.text();
    expect(page).toContain("<p>Sign in to see the inbox.</p>");
    expect(page).toContain(`<p><a href="${INBOX_PATH}">Sign in to the inbox</a></p>`);
    // A failure without a page of its own links home.
    const missing = await fetch(`${server.url}/api/inbox/no-such-route`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<p><a href="/">Go to the home page</a></p>');
  });

  test("signing in sets an HttpOnly, SameSite=Strict session cookie; signing out ends the session on the server", async () => {
    const response = await signIn();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      owner: { email: OWNER.email },
      retention: { leadDays: 365, spamDays: 30 },
    });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^inbox_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const pair = cookie.split(";")[0]!;
    expect((await call(INBOX_API.session, { cookie: pair })).status).toBe(200);

    const out = await call(INBOX_API.session, { method: "DELETE", cookie: pair });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toContain("Max-Age=0");
    const id = await submitLead(contact("After"));
    for (const [method, path] of everyRoute(id)) {
      const again = await call(path, {
        method,
        cookie: pair,
        body: method === "GET" ? undefined : {},
      });
      expect(again.status, `${method} ${path} after sign-out`).toBe(401);
    }
  });

  test("over HTTPS (a trusted proxy says so) the cookie is __Host- prefixed and Secure", async () => {
    const secure = await startTestServer(await storeLocation("sqlite"), {
      TRUST_PROXY: "127.0.0.1",
      INBOX_OWNER_EMAIL: OWNER.email,
      INBOX_OWNER_PASSWORD: OWNER.password,
    });
    try {
      const host = new URL(secure.url).host;
      const response = await fetch(`${secure.url}${INBOX_API.session}`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "X-Forwarded-Proto": "https",
          Origin: `https://${host}`,
        },
        body: JSON.stringify(OWNER),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(
        /^__Host-inbox_session=[\w-]+; Path=\/; HttpOnly; SameSite=Strict; Secure$/,
      );
    } finally {
      await secure.stop();
    }
  });

  test("a session ends after 12 hours without use", async () => {
    const cookie = await session();
    now += SESSION_IDLE_MS - 60_000;
    expect((await call(INBOX_API.session, { cookie })).status).toBe(200);
    now += SESSION_IDLE_MS - 60_000;
    expect((await call(INBOX_API.session, { cookie })).status).toBe(200);
    now += SESSION_IDLE_MS;
    expect((await call(INBOX_API.session, { cookie })).status).toBe(401);
  });

  test("refuses a state-changing request from another origin", async () => {
    const cookie = await session();
    const id = await submitLead(contact("Cross"));
    const evil = "https://evil.example";
    expect(
      (
        await call(INBOX_API.lead(id), {
          method: "PATCH",
          body: { status: "handled" },
          cookie,
          origin: evil,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(INBOX_API.lead(id), { method: "DELETE", cookie, origin: evil })).status,
    ).toBe(403);
    expect(
      (await call(INBOX_API.export, { method: "POST", body: {}, cookie, origin: evil })).status,
    ).toBe(403);
    const signInElsewhere = await call(INBOX_API.session, {
      method: "POST",
      body: OWNER,
      origin: evil,
    });
    expect(signInElsewhere.status).toBe(403);
    const detail = (await (await call(INBOX_API.lead(id), { cookie })).json()) as LeadDetailAnswer;
    expect(detail.lead.status).toBe("new");
  });

  test("answers the same to an unknown e-mail and a wrong password, and locks an address out after 5 failures", async () => {
    const address = { "X-Forwarded-For": "203.0.113.50" }; // not trusted here: the socket address counts
    const unknown = await call(INBOX_API.session, {
      method: "POST",
      body: { email: "nobody@example.com", password: "whatever it is" },
      headers: address,
    });
    const wrong = await signIn("not the password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(await unknown.json()).toEqual(await wrong.json());
    for (let attempt = 3; attempt <= 5; attempt += 1)
      expect((await signIn("still wrong")).status).toBe(401);
    const locked = await signIn();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await locked.json()) as { error: string }).error).toMatch(/^Too many failed sign-ins/);
    expect(server.captured.text()).toContain('"event":"inbox.sign-in-locked"');
    now += 14.5 * 60_000;
    const almost = await signIn();
    expect(almost.status).toBe(429);
    expect(((await almost.json()) as { error: string }).error).toBe(
      "Too many failed sign-ins from your connection. Try again in a minute.",
    );
    now += 30_000;
    expect((await signIn()).status).toBe(200);
  });

  test("lists newest first, 50 a page, with a count per status; searches and filters", async () => {
    const cookie = await session();
    const marker = `Batch${kind}`;
    const ids: string[] = [];
    for (let index = 0; index < 52; index += 1) {
      now += 1000;
      ids.push(await submitLead(contact(`${marker}${String(index).padStart(2, "0")}`)));
    }
    const first = await search(cookie, { q: marker });
    expect(first.total).toBe(52);
    expect(first.pageCount).toBe(2);
    expect(first.leads).toHaveLength(50);
    expect(first.leads[0]!.id).toBe(ids[51]);
    expect(first.leads[0]).toMatchObject({
      form: "contact",
      formTitle: "Contact form",
      status: "new",
      delivery: "waiting",
    });
    const second = await search(cookie, { q: marker, page: 2 });
    expect(second.leads.map((lead) => lead.id)).toEqual([ids[1], ids[0]]);

    expect(
      (await search(cookie, { q: `${marker}07@EXAMPLE.com` })).leads.map((lead) => lead.id),
    ).toEqual([ids[7]]);
    expect((await search(cookie, { q: `enquiry from ${marker}13` })).total).toBe(1);
    expect((await search(cookie, { q: "100%_match" })).total).toBe(0);

    await call(INBOX_API.lead(ids[3]!), { method: "PATCH", body: { status: "handled" }, cookie });
    const counted = await search(cookie, { q: marker });
    expect(counted.counts).toEqual({ new: 51, handled: 1, spam: 0 });
    expect(
      (await search(cookie, { q: marker, status: "handled" })).leads.map((lead) => lead.id),
    ).toEqual([ids[3]]);
    expect((await search(cookie, { q: marker, form: "calculator" })).total).toBe(0);
    const day = new Date(now + 3 * 60 * 60_000).toISOString().slice(0, 10);
    expect((await search(cookie, { q: marker, from: day, to: day })).total).toBe(51);
    expect((await search(cookie, { q: marker, to: "2020-01-01" })).total).toBe(0);
    const bad = await call(INBOX_API.search, {
      method: "POST",
      body: { status: "archived" },
      cookie,
    });
    expect(bad.status).toBe(422);
  });

  test("shows one lead with its fields, page and delivery history; marks it handled and back", async () => {
    const cookie = await session();
    const id = await submitLead(contact("Detail", { _page: "/contact" }));
    await mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id);
    await expect
      .poll(
        async () =>
          ((await (await call(INBOX_API.lead(id), { cookie })).json()) as LeadDetailAnswer).lead
            .delivery,
      )
      .toBe("sent");
    const detail = (await (await call(INBOX_API.lead(id), { cookie })).json()) as LeadDetailAnswer;
    expect(detail.lead).toMatchObject({ page: "/contact", subject: "Contact Form: Detail Obi" });
    expect(detail.lead.rows).toContainEqual({
      key: "firstName",
      label: "First name",
      value: "Detail",
    });
    expect(detail.deliveries).toEqual([
      expect.objectContaining({
        channel: "email",
        status: "sent",
        attempts: 1,
        nextAttemptAt: null,
        history: [expect.objectContaining({ ok: true })],
      }),
    ]);
    expect(detail.lead.deliveryState).toEqual({ kind: "sent", at: detail.deliveries[0]!.sentAt });
    expect(detail.retryable).toBe(false);
    const retried = await call(INBOX_API.retry(id), { method: "POST", cookie });
    expect(retried.status).toBe(409);
    expect(await retried.json()).toEqual({
      error: "This lead has been sent: there is nothing to retry.",
    });
    const handled = await call(INBOX_API.lead(id), {
      method: "PATCH",
      body: { status: "handled" },
      cookie,
    });
    expect(((await handled.json()) as LeadDetailAnswer).lead.status).toBe("handled");
    const back = await call(INBOX_API.lead(id), {
      method: "PATCH",
      body: { status: "new" },
      cookie,
    });
    expect(((await back.json()) as LeadDetailAnswer).lead.status).toBe("new");
    expect((await call(INBOX_API.lead("no-such-lead"), { cookie })).status).toBe(404);
  });

  test("taking a lead out of spam forwards it by e-mail", async () => {
    const cookie = await session();
    const id = await submitLead(contact("Trapped", { website: "http://spam.example" }));
    expect(
      (await search(cookie, { q: "Trapped", status: "spam" })).leads.map((lead) => lead.id),
    ).toEqual([id]);
    await call(INBOX_API.lead(id), { method: "PATCH", body: { status: "new" }, cookie });
    const mail = await mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id);
    expect(mail.mail.subject).toBe("Contact Form: Trapped Obi");
  });

  test("retry delivery now sends a failed lead again", async () => {
    const cookie = await session();
    await mailbox.down();
    const id = await submitLead(contact("Retry"));
    try {
      await expect
        .poll(
          async () =>
            ((await (await call(INBOX_API.lead(id), { cookie })).json()) as LeadDetailAnswer)
              .deliveries[0]?.attempts,
        )
        .toBe(1);
    } finally {
      await mailbox.up();
    }
    const retried = await call(INBOX_API.retry(id), { method: "POST", cookie });
    expect(retried.status).toBe(200);
    await mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id);
  });

  test("delete erases the lead and its outbox rows", async () => {
    const cookie = await session();
    const id = await submitLead(contact("Erase"));
    const rowsOf = async () =>
      Promise.all(
        (["leads", "outbox", "delivery_attempts"] as const).map(
          async (table) =>
            (
              await server.store.db
                .selectFrom(table)
                .select(table === "leads" ? "id" : "lead_id")
                .where(table === "leads" ? "id" : "lead_id", "=", id)
                .execute()
            ).length,
        ),
      );
    // Its e-mail tried (and recorded), so every table holds a row of it before the delete.
    while ((await rowsOf())[2] === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await rowsOf()).toEqual([1, 1, 1]);
    expect((await call(INBOX_API.lead(id), { method: "DELETE", cookie })).status).toBe(204);
    expect((await call(INBOX_API.lead(id), { cookie })).status).toBe(404);
    expect(await rowsOf()).toEqual([0, 0, 0]);
  });

  /** The CSV's rows, header first (values without quotes or commas, as these tests use). */
  async function exported(cookie: string, filter: Record<string, unknown>) {
    const response = await call(INBOX_API.export, { method: "POST", body: filter, cookie });
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, "");
    return { response, text, lines: text.trim().split("\r\n") };
  }

  test("exports the current filter as CSV: BOM, the exported forms' columns, each person field once, formulas defused", async () => {
    const cookie = await session();
    await submitLead(contact("Export", { message: '=HYPERLINK("http://evil.example","click")' }));
    // A second later, so that "newest first" puts the booking first (equal times go by id).
    now += 1000;
    await submitLead({
      _form: "offer",
      name: "Export Booker",
      email: "booker@example.com",
      phone: "020 7946 0958",
      company: "Obi & Sons",
      message: "@SUM(1,2)",
    });
    const response = await call(INBOX_API.export, {
      method: "POST",
      body: { q: "export" },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-new-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    const [header, ...lines] = text.trim().split("\r\n");
    expect(header).toBe(
      "Reference,Received,Form,Status,Delivery,Language,Name,E-mail,Phone,Page,Message,Company,Id",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^PS-[0-9A-Z]{4}-[0-9A-Z]{4},2026-\d{2}-\d{2} \d{2}:\d{2} \+03:00,Contact form,New,\w[\w ]*,English,Export Obi,export@example.com,'\+252904014301,,/,
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'@SUM(1,2)"`);
  });

  test("exports every status at once when asked for all, and says so in the file name and the audit log", async () => {
    const cookie = await session();
    const marker = `Everything${kind}`;
    const ids = [
      await submitLead(contact(marker)),
      await submitLead(contact(marker)),
      await submitLead(contact(marker, { website: "http://spam.example" })),
    ];
    await call(INBOX_API.lead(ids[1]!), { method: "PATCH", body: { status: "handled" }, cookie });
    const all = await exported(cookie, { q: marker, status: "all" });
    expect(all.response.headers.get("content-disposition")).toMatch(/filename="leads-all-/);
    const statuses = all.lines.slice(1).map((line) => line.split(",")[3]);
    expect(statuses.sort()).toEqual(["Handled", "New", "Spam"]);
    expect((await exported(cookie, { q: marker })).lines).toHaveLength(2);
    const bad = await call(INBOX_API.export, {
      method: "POST",
      body: { status: "archived" },
      cookie,
    });
    expect(bad.status).toBe(422);
    const log = (await (await call(INBOX_API.audit, { cookie })).json()) as AuditAnswer;
    expect(log.entries.map((entry) => entry.detail)).toContain(
      "3 leads of all statuses matching a search",
    );
  });

  test("marks several leads at once, each in the audit log; a lead deleted meanwhile is reported, not an error", async () => {
    const cookie = await session();
    const marker = `Bulk${kind}`;
    const [a, b, c] = [
      await submitLead(contact(marker)),
      await submitLead(contact(marker)),
      await submitLead(contact(marker)),
    ];
    await call(INBOX_API.lead(b!), { method: "DELETE", cookie });
    await call(INBOX_API.lead(c!), { method: "PATCH", body: { status: "handled" }, cookie });
    const response = await call(INBOX_API.bulkStatus, {
      method: "POST",
      body: { ids: [a, b, c], status: "handled" },
      cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ changed: [a], unchanged: [c], missing: [b] });
    expect((await search(cookie, { q: marker, status: "handled" })).total).toBe(2);
    const log = (await (await call(INBOX_API.audit, { cookie })).json()) as AuditAnswer;
    const changes = log.entries.filter(
      (entry) => entry.action === "status-changed" && (entry.leadId === a || entry.leadId === c),
    );
    // One entry each: the bulk change of a, and c's own earlier change (the bulk left it as it was).
    expect(changes.map((entry) => [entry.leadId, entry.detail]).sort()).toEqual(
      [
        [a, "new → handled"],
        [c, "new → handled"],
      ].sort(),
    );

    for (const body of [
      { ids: [], status: "handled" },
      { ids: [a], status: "archived" },
    ]) {
      const refused = await call(INBOX_API.bulkStatus, { method: "POST", body, cookie });
      expect(refused.status).toBe(422);
    }
    const tooMany = await call(INBOX_API.bulkStatus, {
      method: "POST",
      body: { ids: Array.from({ length: 51 }, (_, index) => `lead-${index}`), status: "new" },
      cookie,
    });
    expect(((await tooMany.json()) as { errors: Record<string, string> }).errors).toEqual({
      ids: "Choose at most 50 leads at a time",
    });
  });

  test("a NUL character anywhere in a body, on every route that reads one, is taken out: never a 5xx", async () => {
    const cookie = await session();
    const id = await submitLead(contact("Nul"));
    const nul = (text: string) => `${text.slice(0, 2)}\u0000${text.slice(2)}`;
    const answers = {
      signIn: (await signIn(nul(OWNER.password))).status,
      search: (await call(INBOX_API.search, { method: "POST", body: { q: nul("Nul") }, cookie }))
        .status,
      bulk: await call(INBOX_API.bulkStatus, {
        method: "POST",
        body: { ids: [nul(id)], status: nul("handled") },
        cookie,
      }).then(async (response) => [response.status, await response.json()]),
      status: (
        await call(INBOX_API.lead(id), { method: "PATCH", body: { status: nul("new") }, cookie })
      ).status,
      export: (await call(INBOX_API.export, { method: "POST", body: { q: nul("Nul") }, cookie }))
        .status,
    };
    expect(answers).toEqual({
      // Without its NUL the password is the owner's, as the lead form keeps a field without it.
      signIn: 200,
      search: 200,
      // The id without its NUL is a lead's id again; a wrong one would be reported missing.
      bulk: [200, { changed: [id], unchanged: [], missing: [] }],
      status: 200,
      export: 200,
    });
  });

  test("refuses marking several leads from another origin, changing none", async () => {
    const cookie = await session();
    const id = await submitLead(contact("CrossBulk"));
    const response = await call(INBOX_API.bulkStatus, {
      method: "POST",
      body: { ids: [id], status: "handled" },
      cookie,
      origin: "https://evil.example",
    });
    expect(response.status).toBe(403);
    const detail = (await (await call(INBOX_API.lead(id), { cookie })).json()) as LeadDetailAnswer;
    expect(detail.lead.status).toBe("new");
  });

  test("the attention count follows new leads, and polling it does not keep a session alive", async () => {
    const cookie = await session();
    const read = async () => {
      const response = await call(INBOX_API.attention, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return (await response.json()) as AttentionAnswer;
    };
    const before = await read();
    expect(before.delivery.channels).toEqual(["email"]);
    await submitLead(contact("Counted"));
    const after = await read();
    expect(after.newLeads).toBe(before.newLeads + 1);
    expect(after.version).not.toBe(before.version);
    expect(JSON.stringify(after)).not.toContain("Counted");

    for (let hour = 0; hour < 13; hour += 1) {
      now += 60 * 60_000;
      const polled = await call(INBOX_API.attention, { cookie });
      expect(polled.status, `after ${hour + 1} hours`).toBe(hour < 11 ? 200 : 401);
    }
    expect((await call(INBOX_API.session, { cookie })).status).toBe(401);
  });

  test("keeps hostile text as data in the list, the lead and the CSV", async () => {
    const cookie = await session();
    const id = await submitLead({
      _form: "enquiry",
      fullName: HOSTILE,
      email: "hostile@example.com",
      phone: "+252904014301",
      interest: HOSTILE,
      message: HOSTILE,
    });
    const detail = (await (await call(INBOX_API.lead(id), { cookie })).json()) as LeadDetailAnswer;
    expect(detail.lead.name).toBe(HOSTILE);
    expect(detail.lead.rows.find((row) => row.key === "message")?.value).toBe(HOSTILE);
    const csv = await (
      await call(INBOX_API.export, { method: "POST", body: { q: "hostile@example.com" }, cookie })
    ).text();
    expect(csv).toContain(`"<img src=x onerror=alert(1)> ""><script>alert(1)</script>"`);
  });

  test("records sign-ins, failures, changes, deletions and exports in the audit log", async () => {
    const cookie = await session();
    const response = await call(INBOX_API.audit, { cookie });
    expect(response.status).toBe(200);
    const { entries } = (await response.json()) as {
      entries: Array<{ action: string; actor: string; leadId: string | null }>;
    };
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      "signed-in",
      "sign-in-failed",
      "signed-out",
      "status-changed",
      "lead-deleted",
      "exported",
      "delivery-retried",
    ]) {
      expect(actions, action).toContain(action);
    }
    expect(entries.find((entry) => entry.action === "status-changed")).toMatchObject({
      actor: OWNER.email,
    });
  });
});

describe.each(STORE_KINDS)("sign-in under load, and the owner's data, on %s", (kind) => {
  const ownerEnv = { INBOX_OWNER_EMAIL: OWNER.email, INBOX_OWNER_PASSWORD: OWNER.password };

  function signInFrom(server: TestServer, client: string, password: string, email = OWNER.email) {
    return fetch(`${server.url}${INBOX_API.session}`, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Origin: server.url,
        "X-Forwarded-For": client,
      },
      body: JSON.stringify({ email, password }),
    });
  }

  test("20 wrong passwords sent at once: 5 are checked, the rest and then the right one are locked out", async () => {
    const server = await startTestServer(
      await storeLocation(kind),
      { ...ownerEnv, TRUST_PROXY: "127.0.0.1" },
      { maxConcurrentHashes: 20 },
    );
    try {
      const client = "2001:db8:20:1::1";
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => signInFrom(server, client, "not the password")),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
      // Another address of the same IPv6 /64 is the same client.
      const right = await signInFrom(server, "2001:db8:20:1::abcd", OWNER.password);
      expect(right.status).toBe(429);
      expect(((await right.json()) as { error: string }).error).toMatch(
        /^Too many failed sign-ins/,
      );
      expect((await signInFrom(server, "2001:db8:20:2::1", OWNER.password)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  test("beyond two password checks at once, a sign-in is refused at once with 429, never a 5xx", async () => {
    // No owner: every check is of the stand-in hash, at the site's cost (a test server's owner
    // is stored at the tests' cost, and checks of it end too soon to overlap).
    const server = await startTestServer(await storeLocation(kind), { TRUST_PROXY: "127.0.0.1" });
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          signInFrom(server, `203.0.113.${index + 1}`, "not the password"),
        ),
      );
      const busy = [];
      for (const answer of answers) {
        expect([401, 429]).toContain(answer.status);
        if (answer.status !== 429) continue;
        busy.push(answer);
        expect(answer.headers.get("retry-after")).toBe("2");
        expect(((await answer.json()) as { error: string }).error).toMatch(
          /^Too many sign-ins are being checked right now/,
        );
      }
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.filter((answer) => answer.status === 401).length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });

  test("a failed sign-in with an e-mail that is no owner's does not store what was typed", async () => {
    const server = await startTestServer(await storeLocation(kind), ownerEnv);
    try {
      const typed = "my-secret-passphrase@example.com";
      expect((await signInFrom(server, "x", "whatever", typed)).status).toBe(401);
      expect((await signInFrom(server, "x", "not the password")).status).toBe(401);
      const entries = await server.store.db
        .selectFrom("audit_log")
        .select(["actor", "action", "detail"])
        .where("action", "=", "sign-in-failed")
        .execute();
      expect(entries.map((entry) => entry.actor).sort()).toEqual([
        "(not an owner's e-mail address)",
        OWNER.email,
      ]);
      expect(JSON.stringify(entries)).not.toContain("my-secret-passphrase");
    } finally {
      await server.stop();
    }
  });

  test("a restart with the same INBOX_OWNER_PASSWORD keeps the hash and the sessions; a new one ends them", async () => {
    const location = await storeLocation(kind);
    const hashOf = async (server: TestServer) =>
      (
        await server.store.db
          .selectFrom("owners")
          .select("password_hash")
          .where("email", "=", OWNER.email)
          .executeTakeFirstOrThrow()
      ).password_hash;
    const sessionStatus = (server: TestServer, cookie: string) =>
      fetch(`${server.url}${INBOX_API.session}`, { headers: { Cookie: cookie } }).then(
        (answer) => answer.status,
      );

    let server = await startTestServer(location, ownerEnv);
    const signedIn = await signInFrom(server, "x", OWNER.password);
    const cookie = signedIn.headers.get("set-cookie")!.split(";")[0]!;
    const hash = await hashOf(server);
    await server.stop();

    server = await startTestServer(location, ownerEnv);
    try {
      expect(await hashOf(server)).toBe(hash);
      expect(await sessionStatus(server, cookie)).toBe(200);
      expect(server.captured.text()).toContain('"result":"unchanged"');
    } finally {
      await server.stop();
    }

    server = await startTestServer(location, {
      ...ownerEnv,
      INBOX_OWNER_PASSWORD: "another long passphrase",
    });
    try {
      expect(await hashOf(server)).not.toBe(hash);
      expect(await sessionStatus(server, cookie)).toBe(401);
    } finally {
      await server.stop();
    }
  });

  test("an INBOX_OWNER_* value that cannot work stops the start, naming the variable and not the value", async () => {
    const location = await storeLocation(kind);
    const email = startTestServer(location, { ...ownerEnv, INBOX_OWNER_EMAIL: "owner-at-example" });
    await expect(email).rejects.toBeInstanceOf(ConfigError);
    await expect(email).rejects.toThrow(
      /^Configuration: INBOX_OWNER_EMAIL is not valid: it needs a name, an @ and a domain/,
    );
    await expect(email).rejects.not.toThrow(/owner-at-example/);
    const password = startTestServer(location, { ...ownerEnv, INBOX_OWNER_PASSWORD: "short9" });
    await expect(password).rejects.toThrow(
      "Configuration: INBOX_OWNER_PASSWORD needs at least 10 characters",
    );
    await expect(password).rejects.not.toThrow(/short9/);
  });
});
