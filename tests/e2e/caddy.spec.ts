/**
 * The generated Caddy site (build/Caddyfile) on Debian's Caddy, deployed as the README says:
 * Caddy serves the static build over HTTPS with a certificate from its internal authority and
 * hands /api/, /healthz and the thank-you pages to the production server, started with
 * TRUST_PROXY=127.0.0.1. Over HTTP only, with no browser: the inbox signs in through its API.
 */
import { MAX_BODY_BYTES } from "../../server/http/body";
import { INBOX_API } from "../../app/contracts/inbox";
import type { LeadListAnswer } from "../../app/contracts/inbox";
import { startCaddy, type TestCaddy } from "../support/caddy";
import { freePort } from "../support/ports";
import { expect, OWNER } from "./fixtures";
import { rawRequest, type RawRequestOptions, type RawResponse } from "./http";
import { contactLead, leadMail, uniqueName } from "./leads";
import { proxiedTest, serverHeaders } from "./proxied";
import { expectServingRules } from "./serving";

const test = proxiedTest(async (upstream, onStop) => {
  const caddy = await startCaddy({ upstream });
  onStop(() => caddy.stop());
  return { caddy };
});

// One Caddy for the file. Caddy replaces the X-Forwarded-For a client sends with the address it
// saw, and the lead rate limit is one a minute: each test that posts a lead sends it from its
// own address on this machine (127.0.0.x).
test.describe.configure({ mode: "default" });

/** A request through Caddy, checking its certificate against Caddy's own authority. */
function through(caddy: TestCaddy, path: string, options: RawRequestOptions = {}) {
  return rawRequest(caddy.url, path, { ...options, ca: caddy.ca });
}

/** A lead posted as the form's code posts it, from `from` (127.0.0.x). */
function postLead(caddy: TestCaddy, from: string, lead: unknown, headers = {}) {
  return through(caddy, "/api/leads", {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json", ...headers },
    body: JSON.stringify(lead),
    localAddress: from,
  });
}

function json<T>(response: RawResponse): T {
  return JSON.parse(response.body.toString("utf8")) as T;
}

/** The headers every API answer carries: each once, exactly as the server set it. */
async function expectServerHeaders(response: RawResponse) {
  for (const [name, value] of Object.entries(await serverHeaders())) {
    expect(response.headers[name.toLowerCase()], name).toBe(value);
  }
  expect(response.headers.server).toBeUndefined();
}

test("Caddy serves the static build by the same serving rules over HTTPS, with its own authority's certificate, and /healthz from the server", async ({
  proxied,
}) => {
  // Debian's Caddy serves the build's brotli files too.
  await expectServingRules(proxied.caddy.url, { brotli: true, ca: proxied.caddy.ca });
  const health = await through(proxied.caddy, "/healthz");
  expect(health.status).toBe(200);
  expect(health.body.toString()).toBe("ok");
});

test("a lead sent with fetch through Caddy is stored and e-mailed with the server's headers, and an oversized one is refused", async ({
  proxied: { caddy, mailbox },
}) => {
  const person = uniqueName();
  const response = await postLead(caddy, "127.0.0.11", contactLead(person));
  expect(response.status).toBe(201);
  expect(json<{ id: string }>(response).id).toBeTruthy();
  await expectServerHeaders(response);
  const { mail } = await leadMail(mailbox, `Contact Form: ${person.full}`);
  expect(mail.text).toContain(`Last name: ${person.last}`);

  // Over the server's limit: the server's own answer; over twice that, Caddy's, in the same words.
  const tooLarge = { ...contactLead(uniqueName()), message: "x".repeat(MAX_BODY_BYTES) };
  const refused = await postLead(caddy, "127.0.0.12", tooLarge);
  expect(refused.status).toBe(413);
  expect(json(refused)).toEqual({ error: "The form is too large to send." });
  await expectServerHeaders(refused);
  const farTooLarge = { ...tooLarge, message: "x".repeat(4 * MAX_BODY_BYTES) };
  const cut = await postLead(caddy, "127.0.0.13", farTooLarge);
  expect(cut.status).toBe(413);
  expect(cut.body.toString()).toBe("The form is too large to send.\n");
  await expectServerHeaders(cut);
  // A chunked body declares no length: Caddy stops reading it at the same limit.
  const chunked = await postLead(caddy, "127.0.0.13", farTooLarge, {
    "Transfer-Encoding": "chunked",
  });
  expect(chunked.status).toBe(413);
  expect(chunked.body.toString()).toBe("The form is too large to send.\n");
  await expectServerHeaders(chunked);
});

test("a form posted without JavaScript through Caddy lands on the thank-you page with its reference", async ({
  proxied: { caddy, mailbox },
}) => {
  const person = uniqueName("Zainab");
  const posted = await through(caddy, "/api/leads", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(contactLead(person)).toString(),
    localAddress: "127.0.0.14",
  });
  expect(posted.status).toBe(303);
  const location = String(posted.headers.location);
  const reference = new URL(location, caddy.url).searchParams.get("ref");
  expect(reference).toMatch(/^PS-/);
  const page = await through(caddy, location);
  expect(page.status).toBe(200);
  expect(page.body.toString()).toContain(reference);
  await leadMail(mailbox, `Contact Form: ${person.full}`);
});

test("the lead rate limit counts each client by the address Caddy saw, whatever X-Forwarded-For it sends", async ({
  proxied: { caddy },
}) => {
  expect((await postLead(caddy, "127.0.0.15", contactLead(uniqueName()))).status).toBe(201);
  const disguised = { "X-Forwarded-For": "203.0.113.4" };
  expect((await postLead(caddy, "127.0.0.15", contactLead(uniqueName()), disguised)).status).toBe(
    429,
  );
  expect((await postLead(caddy, "127.0.0.16", contactLead(uniqueName()))).status).toBe(201);
});

test("the owner signs in through Caddy over HTTPS with a Secure cookie and finds a lead sent through it", async ({
  proxied: { caddy },
}) => {
  const person = uniqueName();
  expect((await postLead(caddy, "127.0.0.17", contactLead(person))).status).toBe(201);

  // The inbox's code sends its own origin; the server compares it with the Host Caddy passed on.
  const api = (path: string, body: unknown, cookie?: string) =>
    through(caddy, path, {
      method: "POST",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        Origin: caddy.url,
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  const signedIn = await api(INBOX_API.session, OWNER);
  expect(signedIn.status).toBe(200);
  // The server knew the visit was over HTTPS (X-Forwarded-Proto): the cookie is __Host- and Secure.
  const setCookie = String(signedIn.headers["set-cookie"]);
  expect(setCookie).toMatch(/^__Host-inbox_session=[^;]+;/);
  expect(setCookie).toMatch(/; Secure/i);

  const found = await api(INBOX_API.search, { q: person.last }, setCookie.split(";")[0]);
  expect(found.status).toBe(200);
  expect(json<LeadListAnswer>(found).leads.map((lead) => lead.name)).toEqual([person.full]);
});

test("with the server down, Caddy answers the API and /healthz with a 503 and the site's headers", async () => {
  const caddy = await startCaddy({ upstream: `127.0.0.1:${await freePort()}` });
  try {
    const refused = await postLead(caddy, "127.0.0.18", contactLead(uniqueName()));
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("30");
    expect(refused.body.toString()).toBe(
      "The site's server is not answering just now. Please try again in a minute.\n",
    );
    await expectServerHeaders(refused);
    expect((await through(caddy, "/healthz")).status).toBe(503);
  } finally {
    await caddy.stop();
  }
});
