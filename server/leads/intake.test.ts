import { connect } from "node:net";

import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import {
  failingStore,
  STORE_KINDS,
  startTestServer,
  storeLocation,
  type TestServer,
} from "../test/harness";
import { MAX_BODY_BYTES } from "../http/body";
import { leadForms } from "~/contracts/lead-forms";
import { idPrefixOfReference, leadReference } from "~/contracts/lead-reference";
import { VALID_POSTS, validPost } from "../test/lead-posts";

const ADA = {
  _form: "contact",
  firstName: "Ada",
  lastName: "Obi",
  email: "ada.obi@example.com",
  phone: "+252 904 014301",
  message: "Price for 2 t of frozen grouper, FOB Bosaso?",
};

/** The personal values above: none may appear in a log line. */
const PERSONAL = ["Ada", "Obi", "ada.obi@example.com", "904 014301", "grouper"];

let key = 0;
const nextKey = () => `test-submission-${Date.now()}-${(key += 1)}`;

function multipart(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}

describe.each(STORE_KINDS)("POST /api/leads on %s", (kind) => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let leads: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(
      await storeLocation(kind),
      { SMTP_URL: mailbox.url, LEADS_TO: "sales@example.com, owner@example.com" },
      { bodyTimeoutMs: 500 },
    );
    leads = `${server.url}/api/leads`;
  });

  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(leads, {
      method: "POST",
      body,
      headers: { Accept: "application/json", "Idempotency-Key": nextKey(), ...headers },
      redirect: "manual",
    });

  async function storedLead(id: string) {
    return server.store.db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  }

  test("stores a multipart lead, answers 201 with its id and e-mails it", async () => {
    const response = await post(multipart(ADA));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const lead = await storedLead(id);
    expect(lead).toMatchObject({
      form: "contact",
      subject: "Contact Form: Ada Obi",
      status: "new",
      name: "Ada Obi",
      email: "ada.obi@example.com",
    });
    const mail = await mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id);
    expect(mail.recipients.sort()).toEqual(["owner@example.com", "sales@example.com"]);
    expect(mail.mail.subject).toBe("Contact Form: Ada Obi");
    expect(mail.mail.replyTo?.value[0]).toMatchObject({
      address: "ada.obi@example.com",
      name: "Ada Obi",
    });
    expect(mail.mail.text).toContain("Message: Price for 2 t of frozen grouper, FOB Bosaso?");
    expect(mail.mail.text).toContain(`https://www.example.com/inbox/lead?id=${id}`);
    expect(mail.mail.html).toContain("<th");
    expect(mail.mail.html).toContain("First name");
    await expect.poll(async () => (await storedLead(id))?.delivery).toBe("sent");
  });

  test("keeps the language of the page a lead came from; anything but a site language is English", async () => {
    const ids: Record<string, string> = {};
    for (const lang of ["ar", "en", "fr", ""]) {
      const response = await post(multipart({ ...ADA, _lang: lang }));
      expect(response.status).toBe(201);
      ids[lang] = ((await response.json()) as { id: string }).id;
    }
    expect((await storedLead(ids.ar!))?.lang).toBe("ar");
    expect((await storedLead(ids.en!))?.lang).toBe("en");
    expect((await storedLead(ids.fr!))?.lang).toBe("en");
    expect((await storedLead(ids[""]!))?.lang).toBe("en");
  });

  test("takes URL-encoded and JSON bodies as well", async () => {
    const encoded = await post(new URLSearchParams(ADA), {
      "Content-Type": "application/x-www-form-urlencoded",
    });
    expect(encoded.status).toBe(201);
    const json = await post(JSON.stringify(ADA), { "Content-Type": "application/json" });
    expect(json.status).toBe(201);
  });

  test("answers a native form post with a 303 to the thank-you page of its language, with the lead's reference", async () => {
    const native = (fields: Record<string, string>) =>
      fetch(leads, {
        method: "POST",
        body: new URLSearchParams({ ...ADA, _page: "/contact", _submission: nextKey(), ...fields }),
        headers: { Accept: "text/html" },
        redirect: "manual",
      });
    const english = await native({});
    expect(english.status).toBe(303);
    const location = english.headers.get("location")!;
    expect(location).toMatch(/^\/thank-you\?ref=PS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = location.split("=")[1]!;
    const stored = await server.store.db
      .selectFrom("leads")
      .select("id")
      .where("id", "like", `${idPrefixOfReference(reference)}%`)
      .execute();
    expect(stored).toHaveLength(1);
    const arabic = await native({ _lang: "ar", _page: "/ar/contact" });
    expect(arabic.headers.get("location")).toMatch(/^\/ar\/thank-you\?ref=PS-[0-9A-Z-]{9}$/);
  });

  test("answers 422 with the form's message for each field", async () => {
    const response = await post(multipart({ _form: "contact", firstName: "Ada", email: "ada@" }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "Some details need correcting.",
      errors: {
        lastName: "Last name is required",
        email: "Invalid email address",
        phone: "Valid phone number is required",
        message: "Please provide your enquiry",
      },
    });
  });

  test("a native post with errors gets a page listing them, with the typed values kept", async () => {
    const response = await fetch(leads, {
      method: "POST",
      body: new URLSearchParams({
        _form: "offer",
        _page: "/offer",
        name: "A",
        email: "ada@example.com",
        phone: "12",
        company: 'Obi <b>"Sons"</b>',
        message: "Tuesday",
      }),
      headers: { Accept: "text/html" },
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<li><a href="#field-name">Name must be at least 2 characters</a></li>');
    expect(html).toContain("Phone number must be at least 10 digits");
    expect(html).toContain('value="ada@example.com"');
    expect(html).toContain('value="Obi &lt;b&gt;&quot;Sons&quot;&lt;/b&gt;"');
    expect(html).not.toContain("<b>");
    expect(html).toContain('<a href="/offer">Back to the page you came from</a>');
    expect(html).toContain('<form method="post" action="/api/leads">');
  });

  test("answers 422 to a form it does not know", async () => {
    const response = await post(multipart({ ...ADA, _form: "newsletter" }));
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ errors: { _form: "Unknown form" } });
  });

  test("the same submission id makes one lead and one e-mail", async () => {
    const submission = nextKey();
    const first = await post(multipart(ADA), { "Idempotency-Key": submission });
    const again = await post(multipart(ADA), { "Idempotency-Key": submission });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const { id } = (await first.json()) as { id: string };
    expect(await again.json()).toEqual({ id, reference: leadReference(id) });
    const rows = await server.store.db
      .selectFrom("leads")
      .select("id")
      .where("submission_id", "=", submission)
      .execute();
    expect(rows).toHaveLength(1);
    // Once the lead's only message is sent, the outbox holds nothing more that could mail it.
    const messages = () =>
      server.store.db.selectFrom("outbox").select("status").where("lead_id", "=", id).execute();
    while ((await messages()).some((message) => message.status !== "sent")) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await messages()).toEqual([{ status: "sent" }]);
    expect(mailbox.received.filter((m) => m.mail.headers.get("x-lead-id") === id)).toHaveLength(1);
  });

  test("a native post's hidden submission id works like the header", async () => {
    const submission = nextKey();
    const send = () =>
      fetch(leads, {
        method: "POST",
        body: new URLSearchParams({ ...ADA, _submission: submission }),
        redirect: "manual",
      });
    expect((await send()).status).toBe(303);
    expect((await send()).status).toBe(303);
    const rows = await server.store.db
      .selectFrom("leads")
      .select("id")
      .where("submission_id", "=", submission)
      .execute();
    expect(rows).toHaveLength(1);
  });

  test("a filled honeypot is stored as spam, answered like a success and never sent", async () => {
    const response = await post(multipart({ ...ADA, website: "http://spam.example" }));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(await storedLead(id)).toMatchObject({ status: "spam", delivery: "none" });
    const queued = await server.store.db
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "=", id)
      .execute();
    expect(queued).toHaveLength(0);
    const relayHoneypot = await post(multipart({ ...ADA, _honey: "x" }));
    const spam = (await relayHoneypot.json()) as { id: string };
    expect(await storedLead(spam.id)).toMatchObject({ status: "spam" });
  });

  test("refuses bad input with the status that names it, and keeps serving", async () => {
    const tooLarge = await post(multipart({ ...ADA, message: "x".repeat(MAX_BODY_BYTES) }));
    expect(tooLarge.status).toBe(413);
    const wrongType = await post("firstName=Ada", { "Content-Type": "text/plain" });
    expect(wrongType.status).toBe(415);
    const badJson = await post('{"_form": "contact",', { "Content-Type": "application/json" });
    expect(badJson.status).toBe(400);
    const notAnObject = await post("[1, 2]", { "Content-Type": "application/json" });
    expect(notAnObject.status).toBe(400);
    const badMultipart = await post("--x\r\nnot a part\r\n", {
      "Content-Type": "multipart/form-data; boundary=x",
    });
    expect(badMultipart.status).toBe(400);
    const badKey = await post(multipart(ADA), { "Idempotency-Key": "short" });
    expect(badKey.status).toBe(400);
    const getLeads = await fetch(leads);
    expect(getLeads.status).toBe(405);
    expect(getLeads.headers.get("allow")).toBe("POST");
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await post(multipart(ADA))).status).toBe(201);
  });

  test("cuts off a body that arrives too slowly (408)", async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          "POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        );
      });
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("close", () => resolve(text));
      socket.on("error", reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  test("a body somewhat too large is read to its end before the 413, so a proxy still sending it gets the answer, not a reset", async () => {
    const { port } = new URL(server.url);
    const refused = async (declare: boolean) =>
      new Promise<{ answer: string; sentBeforeAnswer: boolean }>((resolve, reject) => {
        const body = JSON.stringify({ ...ADA, message: "x".repeat(2 * MAX_BODY_BYTES) });
        const framing = declare
          ? `Content-Length: ${Buffer.byteLength(body)}`
          : "Transfer-Encoding: chunked";
        const payload = declare
          ? body
          : `${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`;
        // The body follows in pieces, as a proxy relays it.
        const pieces = payload.match(/[\s\S]{1,16384}/g)!;
        let sent = false;
        let sentBeforeAnswer = false;
        const socket = connect(Number(port), "127.0.0.1", () => {
          socket.write(
            `POST /api/leads HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${framing}\r\n\r\n`,
          );
          const next = () => {
            const piece = pieces.shift();
            if (piece === undefined || socket.destroyed) return;
            // The answer can come only once the last piece is on its way.
            if (pieces.length === 0) sent = true;
            socket.write(piece, () => setTimeout(next, 10));
          };
          next();
        });
        let answer = "";
        socket.on("data", (chunk: Buffer) => {
          if (answer === "") sentBeforeAnswer = sent;
          answer += chunk.toString();
        });
        socket.on("close", () => resolve({ answer, sentBeforeAnswer }));
        socket.on("error", reject);
      });
    for (const declare of [true, false]) {
      const { answer, sentBeforeAnswer } = await refused(declare);
      expect(answer).toMatch(/^HTTP\/1\.1 413[\s\S]*The form is too large to send\./);
      expect(sentBeforeAnswer).toBe(true);
    }
  });

  test("a NUL character in a field is taken out, and the honest leads sent with it are stored", async () => {
    const honest = Array.from({ length: 20 }, (_, index) => ({
      ...ADA,
      message: `Honest enquiry ${index}`,
    }));
    const hostile = { ...ADA, firstName: "Ada\u0000", message: "Nul\u0000 in the middle" };
    const responses = await Promise.all(
      [...honest.slice(0, 10), hostile, ...honest.slice(10)].map((fields) =>
        post(JSON.stringify(fields), { "Content-Type": "application/json" }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(21).fill(201));
    const { id } = (await responses[10]!.json()) as { id: string };
    const stored = await storedLead(id);
    expect(stored).toMatchObject({ name: "Ada Obi", subject: "Contact Form: Ada Obi" });
    expect(stored!.values_json).toContain('"message":"Nul in the middle"');
  });

  test("what the browser posts for each form is stored: its values, and the estimate it carries", async () => {
    for (const form of leadForms) {
      const browser = form.post({ ...VALID_POSTS[form.name], email: " Ada@Example.COM " });
      if (!browser.ok) throw new Error(`${form.name}: ${JSON.stringify(browser.errors)}`);
      const sent = browser.fields;
      const response = await post(JSON.stringify(sent), { "Content-Type": "application/json" });
      expect(response.status, form.name).toBe(201);
      const { id } = (await response.json()) as { id: string };
      const stored = await storedLead(id);
      const values = JSON.parse(stored!.values_json) as Record<string, string>;
      for (const key of Object.keys(form.fields)) expect(values[key], key).toBe(sent[key]);
      if ("email" in form.fields) expect(sent.email).toBe("ada@example.com");
      if (form.name !== "calculator") continue;
      // The estimate a relay would e-mail is the one the own server e-mails.
      const rows = JSON.parse(stored!.rows_json) as Array<{ key: string; value: string }>;
      const estimate = rows.filter((row) => !(row.key in form.fields));
      expect(estimate.map((row) => row.key)).toEqual([
        "estimatedArea",
        "costPerCleaning",
        "weeklyCost",
        "monthlyCost",
        "yearlyCost",
      ]);
      for (const row of estimate) expect(sent[row.key], row.key).toBe(row.value);
    }
  });

  test("the same submission id with other details gets 422 and stores nothing more", async () => {
    const submission = nextKey();
    const first = await post(multipart(ADA), { "Idempotency-Key": submission });
    expect(first.status).toBe(201);
    const edited = await post(multipart({ ...ADA, message: "Make it 3 t, please." }), {
      "Idempotency-Key": submission,
    });
    expect(edited.status).toBe(422);
    expect(await edited.json()).toEqual({
      error: expect.stringMatching(/^These details were sent before/),
      errors: { _submission: expect.any(String) },
    });
    const same = await post(multipart(ADA), { "Idempotency-Key": submission });
    expect(same.status).toBe(200);
    const rows = await server.store.db
      .selectFrom("leads")
      .select("preview")
      .where("submission_id", "=", submission)
      .execute();
    expect(rows).toEqual([{ preview: ADA.message }]);
  });

  test("a native post sent again with other details gets the form back, to send as a new submission", async () => {
    const submission = nextKey();
    const send = (fields: Record<string, string>) =>
      fetch(leads, {
        method: "POST",
        body: new URLSearchParams({ ...fields, _page: "/contact", _submission: submission }),
        redirect: "manual",
      });
    expect((await send(ADA)).status).toBe(303);
    const edited = await send({ ...ADA, message: "Make it 3 t, please." });
    expect(edited.status).toBe(422);
    const html = await edited.text();
    expect(html).toContain("These details are not sent yet");
    expect(html).toContain("Make it 3 t, please.</textarea>");
    const fresh = /name="_submission" value="([^"]+)"/.exec(html)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(submission);
  });

  test("says at start that the site was built with the owner's facts still at their placeholders", () => {
    expect(server.captured.events()).toContainEqual(
      expect.objectContaining({
        level: "warn",
        event: "site.placeholders",
        variables: "VITE_SITE_EMAIL,VITE_SITE_ORIGIN",
      }),
    );
  });

  test("never writes what a person typed into the log", () => {
    const log = server.captured.text();
    expect(log).toContain('"event":"lead.stored"');
    for (const value of PERSONAL) expect(log).not.toContain(value);
  });
});

describe.each(STORE_KINDS)("hostile JSON on %s", (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(await storeLocation(kind));
  });
  afterAll(() => server?.stop());

  const SHAPES: Array<[string, unknown]> = [
    ["an object", { text: "Ada" }],
    ["an array", ["Ada", "Obi"]],
    ["a number", 42],
    ["a boolean", true],
    ["null", null],
  ];

  const send = (body: Record<string, unknown>) =>
    fetch(`${server.url}/api/leads`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  test("any JSON where text belongs, in any field of any form, is answered 4xx, never 5xx", async () => {
    const answers: string[] = [];
    for (const form of leadForms) {
      for (const field of Object.keys(form.fields)) {
        for (const [shape, value] of SHAPES) {
          const response = await send({ ...validPost(form.name), [field]: value });
          answers.push(`${form.name}.${field} as ${shape}: ${response.status}`);
          await response.body?.cancel();
        }
      }
      for (const [shape, value] of SHAPES) {
        const everyField = Object.fromEntries(Object.keys(form.fields).map((key) => [key, value]));
        const response = await send({ _form: form.name, ...everyField });
        answers.push(`${form.name}, every field as ${shape}: ${response.status}`);
        await response.body?.cancel();
      }
    }
    // null is a field not sent, which counts as empty: stored where the field may be empty.
    const expected = (answer: string) =>
      answer.includes(" as null: ") ? /: (201|4\d\d)$/ : /: 4\d\d$/;
    expect(answers.filter((answer) => !expected(answer).test(answer))).toEqual([]);
  });

  test("a bot's post (honeypot filled) with JSON in its fields is kept as spam, as text", async () => {
    for (const form of leadForms) {
      for (const [, value] of SHAPES) {
        const everyField = Object.fromEntries(Object.keys(form.fields).map((key) => [key, value]));
        const response = await send({ _form: form.name, ...everyField, website: "x" });
        expect(response.status, form.name).toBe(201);
        await response.body?.cancel();
      }
    }
  });

  test("JSON in the meta fields is refused or ignored, never a 5xx", async () => {
    for (const [, value] of SHAPES) {
      for (const meta of ["_form", "_page", "_submission", "website", "_honey"]) {
        const response = await send({ ...validPost("contact"), [meta]: value });
        expect(response.status, `${meta} as ${JSON.stringify(value)}`).toBeLessThan(500);
        await response.body?.cancel();
      }
    }
  });
});

describe("the lead rate limit", () => {
  test("answers 429 with Retry-After after LEAD_RATE_LIMIT posts a minute from one address", async () => {
    const server = await startTestServer(await storeLocation("sqlite"), { LEAD_RATE_LIMIT: "3" });
    try {
      const statuses: number[] = [];
      const refusalMs: number[] = [];
      let retryAfter: string | null = null;
      for (let index = 0; index < 5; index += 1) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/leads`, {
          method: "POST",
          body: multipart(ADA),
          headers: { Accept: "application/json" },
        });
        statuses.push(response.status);
        if (response.status === 429) refusalMs.push(performance.now() - started);
        retryAfter ??= response.headers.get("retry-after");
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      // Each refusal is answered after the server's hold of a second, which slows a flood down.
      expect(Math.min(...refusalMs)).toBeGreaterThanOrEqual(950);
      // The window's first refusal is logged, once; the refused requests get no line of their own.
      const lines = server.captured.text().split("\n");
      expect(lines.filter((line) => line.includes('"event":"lead.rate-limited"'))).toHaveLength(1);
      expect(lines.filter((line) => line.includes('"status":429'))).toHaveLength(0);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(Number(retryAfter)).toBeLessThanOrEqual(60);
      expect((await fetch(`${server.url}/`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  test("counts the client behind a trusted proxy, not the proxy", async () => {
    const server = await startTestServer(await storeLocation("sqlite"), {
      LEAD_RATE_LIMIT: "1",
      TRUST_PROXY: "127.0.0.1",
    });
    try {
      const from = (client: string) =>
        fetch(`${server.url}/api/leads`, {
          method: "POST",
          body: multipart(ADA),
          headers: { Accept: "application/json", "X-Forwarded-For": client },
        });
      expect((await from("203.0.113.7")).status).toBe(201);
      expect((await from("203.0.113.8")).status).toBe(201);
      expect((await from("203.0.113.7")).status).toBe(429);
    } finally {
      await server.stop();
    }
  });
});

describe.each(STORE_KINDS)("with the %s store unreachable", (kind) => {
  test("a lead gets 503 with a clear message, a native post keeps its values, and the server stays up", async () => {
    const server = await startTestServer(await storeLocation(kind));
    const healthy = server.store;
    const broken = await failingStore(kind);
    // The running server's store goes away under it.
    Object.assign(server.store, { db: broken.db });
    try {
      const json = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        body: multipart(ADA),
        headers: { Accept: "application/json" },
      });
      expect(json.status).toBe(503);
      expect(json.headers.get("retry-after")).toBe("30");
      expect(await json.json()).toEqual({
        error:
          "We could not save your details just now. Nothing was lost on your side: please try again in a minute.",
      });
      const native = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        body: new URLSearchParams({ ...ADA, _page: "/contact" }),
      });
      expect(native.status).toBe(503);
      const html = await native.text();
      expect(html).toContain("Your details are not saved yet");
      expect(html).toContain('value="ada.obi@example.com"');
      expect(html).toContain("Price for 2 t of frozen grouper, FOB Bosaso?</textarea>");
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      Object.assign(server.store, { db: healthy.db });
      await broken.close();
      await server.stop();
    }
  });
});

describe.each(STORE_KINDS)("a post from an Arabic page on %s", (kind) => {
  let server: TestServer;
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(await storeLocation(kind), {
      SMTP_URL: mailbox.url,
      LEAD_ACK_EMAIL: "off",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  const ZAINAB = {
    _form: "contact",
    _lang: "ar",
    _page: "/ar/contact",
    firstName: "زينب",
    lastName: "علي",
    email: "zainab@example.com",
    phone: "+971501234567",
    message: "هامور مبرّد، 2 طن أسبوعيًا إلى دبي",
  };
  const json = (fields: Record<string, string>) =>
    fetch(`${server.url}/api/leads`, {
      method: "POST",
      body: JSON.stringify(fields),
      headers: { Accept: "application/json", "Content-Type": "application/json" },
    });
  const native = (fields: Record<string, string>) =>
    fetch(`${server.url}/api/leads`, {
      method: "POST",
      body: new URLSearchParams({ _submission: nextKey(), ...fields }),
      redirect: "manual",
    });

  test("is refused in Arabic (422), each field with its Arabic message", async () => {
    const response = await json({ ...ZAINAB, firstName: "", email: "zainab@", phone: "12" });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      error: "بعض البيانات تحتاج إلى تصحيح.",
      errors: {
        firstName: "الاسم الأول مطلوب",
        email: "عنوان البريد الإلكتروني غير صحيح",
        phone: "يلزم إدخال رقم هاتف صحيح",
      },
    });
  });

  test("sent without JavaScript and refused, gets the form back in Arabic, right to left, as typed", async () => {
    const response = await native({ ...ZAINAB, phone: "12345" });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain("<title>توجد مشكلة في بياناتك | Puntland Seafood</title>");
    expect(html).toContain("<h2>يُرجى تصحيح ما يلي</h2>");
    expect(html).toContain('<li><a href="#field-phone">يلزم إدخال رقم هاتف صحيح</a></li>');
    expect(html).toContain('<span class="visually-hidden">خطأ: </span>');
    expect(html).toContain('<label for="field-firstName">الاسم الأول</label>');
    expect(html).toContain('value="زينب"');
    expect(html).toContain(">هامور مبرّد، 2 طن أسبوعيًا إلى دبي</textarea>");
    expect(html).toContain('<input type="hidden" name="_lang" value="ar">');
    expect(html).toContain('<button type="submit">أرسل مرة أخرى</button>');
    expect(html).toContain('<a href="/ar/contact">العودة إلى الصفحة التي جئت منها</a>');
    expect(html).not.toMatch(/Please correct|Send again|First name/);
  });

  test("a product's quote request sent without JavaScript and refused shows the product and offers its own forms and grades", async () => {
    const response = await native({
      _form: "enquiry",
      _lang: "ar",
      _page: "/ar/products/fresh-fish/grouper",
      fullName: "زينب علي",
      email: "zainab@example.com",
      phone: "+971501234567",
      interest: "Fresh Fish",
      product: "Grouper",
      productForm: "Chilled: Whole gutted",
      grade: "9 kg",
      message: "2 طن",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain('<a href="#field-grade">يُرجى اختيار إحدى فئات الحجم المدرجة</a>');
    expect(html).toContain(
      '<p class="shown"><strong>المنتج:</strong> <span dir="auto">هامور</span><input type="hidden" name="product" value="Grouper"></p>',
    );
    expect(html).toContain('<input type="hidden" name="interest" value="Fresh Fish">');
    expect(html).toContain(
      '<option value="Chilled: Whole gutted" selected>مبرّد: كاملة منزوعة الأحشاء</option>',
    );
    expect(html).toContain(
      '<option value="">اختر واحدًا</option><option value="1–2 kg">\u20661–2 kg\u2069</option>',
    );
  });

  test("stored, it answers with the reference, lands on the Arabic thank-you page showing it, and the business reads it in English with its language", async () => {
    const answer = await json(ZAINAB);
    expect(answer.status).toBe(201);
    const { id, reference } = (await answer.json()) as { id: string; reference: string };
    expect(reference).toBe(leadReference(id));

    const posted = await native({ ...ZAINAB, message: "شارخة حية" });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("location")!;
    expect(location).toMatch(/^\/ar\/thank-you\?ref=PS-/);
    const page = await fetch(`${server.url}${location}`);
    expect(page.headers.get("cache-control")).toBe("no-store");
    // The page's own security headers, as the built page without a reference has them.
    expect(page.headers.get("content-security-policy")).toContain("'sha256-shukran'");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    const shown = location.split("=")[1]!;
    expect(await page.text()).toContain(`data-lead-reference="">${shown}</bdi>`);

    const { mail } = await mailbox.waitFor(
      (message) => message.mail.headers.get("x-lead-id") === id,
    );
    expect(mail.subject).toBe("Contact Form: زينب علي");
    expect(mail.text).toContain(`Reference: ${reference}\nLanguage: Arabic\n`);
    expect(mail.text).toContain("First name: زينب");
    expect(mail.html).toContain(
      '<td dir="auto" style="padding:6px 0;white-space:pre-wrap">زينب</td>',
    );
  });

  test("the thank-you page shows only a well-formed reference, and is the built page without one", async () => {
    const built = await (await fetch(`${server.url}/thank-you`)).text();
    expect(built).toContain('data-lead-reference=""></bdi>');
    for (const ref of ["PS-1WX9-RBJX", "<script>", "PS-1WX9-RBJRX", "ps-1wx9-rbjr"]) {
      const page = await fetch(`${server.url}/thank-you?ref=${encodeURIComponent(ref)}`);
      const html = await page.text();
      if (ref === "PS-1WX9-RBJX") expect(html).toContain(`">${ref}</bdi>`);
      else expect(html, ref).toBe(built);
    }
  });
});
