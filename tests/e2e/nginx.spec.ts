/**
 * The generated nginx site (build/nginx.conf) on Debian's nginx, deployed as the README says:
 * nginx serves the static build and hands /api/ and /healthz to the production server, started
 * with TRUST_PROXY=127.0.0.1. One nginx listens over HTTP and one over HTTPS (the browser's),
 * both in front of one server with its own SMTP server.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";

import { MAX_BODY_BYTES } from "../../server/http/body";
import { freePort } from "../support/ports";
import { startNginx } from "../support/nginx";
import { expect, OWNER } from "./fixtures";
import { rawRequest } from "./http";
import { contactLead, leadMail, uniqueName } from "./leads";
import { proxiedTest, serverHeaders } from "./proxied";
import { expectServingRules } from "./serving";

const test = proxiedTest(async (upstream, onStop) => {
  const http = await startNginx({ upstream });
  onStop(() => http.stop());
  const https = await startNginx({ upstream, https: true });
  onStop(() => https.stop());
  return { http, https };
}).extend({
  baseURL: async ({ proxied }, use) => {
    await use(proxied.https.url);
  },
});

// One nginx pair for the file. The tests reach nginx from 127.0.0.1, which TRUST_PROXY lists, so
// the server counts each by the client it names in X-Forwarded-For: the lead rate limit (one a
// minute) sees every test as a different visitor.
test.describe.configure({ mode: "default" });
test.use({ ignoreHTTPSErrors: true });

/** The headers every API answer carries: each once, exactly as the server set it. */
async function expectServerHeaders(response: APIResponse) {
  for (const [name, value] of Object.entries(await serverHeaders())) {
    const values = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === name.toLowerCase())
      .map((header) => header.value);
    expect(values, name).toEqual([value]);
  }
}

/** A lead posted as the form's code posts it, from the client named in X-Forwarded-For. */
function postLead(request: APIRequestContext, url: string, client: string, data: unknown) {
  return request.post(`${url}/api/leads`, {
    headers: { Accept: "application/json", "X-Forwarded-For": client },
    data,
  });
}

test("nginx serves the static build by the same serving rules, and /healthz from the server", async ({
  proxied,
}) => {
  // Debian's nginx has no brotli module: it serves the gzip files.
  await expectServingRules(proxied.http.url, { brotli: false });
  const health = await rawRequest(proxied.http.url, "/healthz");
  expect(health.status).toBe(200);
  expect(health.body.toString()).toBe("ok");
});

test("a lead sent with fetch through nginx is stored and e-mailed, answered with the server's headers once each", async ({
  proxied,
  request,
}) => {
  const person = uniqueName();
  const response = await postLead(request, proxied.http.url, "203.0.113.1", contactLead(person));
  expect(response.status()).toBe(201);
  expect(((await response.json()) as { id: string }).id).toBeTruthy();
  await expectServerHeaders(response);
  const { mail } = await leadMail(proxied.mailbox, `Contact Form: ${person.full}`);
  expect(mail.text).toContain(`Last name: ${person.last}`);
});

test("an oversized form is refused by the server in its own words, and one far too large by nginx the same way", async ({
  proxied,
  request,
}) => {
  const tooLarge = { ...contactLead(uniqueName()), message: "x".repeat(MAX_BODY_BYTES) };
  const refused = await postLead(request, proxied.http.url, "203.0.113.2", tooLarge);
  expect(refused.status()).toBe(413);
  expect(await refused.json()).toEqual({ error: "The form is too large to send." });
  await expectServerHeaders(refused);

  const farTooLarge = { ...tooLarge, message: "x".repeat(4 * MAX_BODY_BYTES) };
  const cut = await postLead(request, proxied.http.url, "203.0.113.3", farTooLarge);
  expect(cut.status()).toBe(413);
  expect(await cut.text()).toBe("The form is too large to send.\n");
  await expectServerHeaders(cut);
});

test("the lead rate limit counts each client by the address nginx saw, whatever X-Forwarded-For it sends", async ({
  proxied,
}) => {
  // Clients on 127.0.0.2 and 127.0.0.3 reach nginx on 127.0.0.1 from addresses TRUST_PROXY
  // does not list, as visitors on the internet would.
  const post = (from: string, headers: Record<string, string> = {}) =>
    rawRequest(proxied.http.url, "/api/leads", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json", ...headers },
      body: JSON.stringify(contactLead(uniqueName())),
      localAddress: from,
    });
  expect((await post("127.0.0.2")).status).toBe(201);
  expect((await post("127.0.0.2", { "X-Forwarded-For": "203.0.113.4" })).status).toBe(429);
  expect((await post("127.0.0.3")).status).toBe(201);
});

test("the owner signs in to the inbox through nginx over HTTPS and sees a lead sent through it", async ({
  page,
  proxied,
}) => {
  const person = uniqueName();
  const sent = await postLead(page.request, proxied.https.url, "203.0.113.6", contactLead(person));
  expect(sent.status()).toBe(201);

  await page.goto("/inbox");
  await page.getByLabel("E-mail address").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Leads" }).getByRole("link", { name: person.full, exact: true }),
  ).toBeVisible();
  // The server knew the visit was over HTTPS (X-Forwarded-Proto): the session cookie is Secure.
  const cookies = await page.context().cookies();
  expect(cookies.map(({ name, secure }) => ({ name, secure }))).toEqual([
    { name: "__Host-inbox_session", secure: true },
  ]);
});

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  test("a form posted through nginx lands on the thank-you page and is e-mailed", async ({
    page,
    proxied,
  }) => {
    const person = uniqueName("Zainab");
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": "203.0.113.7" });
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("First name").fill(person.first);
    await form.getByLabel("Last name").fill(person.last);
    await form.getByLabel("Email").fill("zainab@example.com");
    await form.getByLabel("Phone").fill("+252 904 014301");
    await form.getByLabel("Message").fill("Dried sardine, 5 t");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(new RegExp(`^${proxied.https.url}/thank-you\\?ref=PS-`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you, we have your details",
    );
    // nginx hands the page to the Node server, which writes the reference in.
    await expect(page.getByText(new URL(page.url()).searchParams.get("ref")!)).toBeVisible();
    await leadMail(proxied.mailbox, `Contact Form: ${person.full}`);
  });
});

test("with the server down, nginx answers the API and /healthz with a 503 and the site's headers", async ({
  request,
}) => {
  const nginx = await startNginx({ upstream: `127.0.0.1:${await freePort()}` });
  try {
    const refused = await postLead(request, nginx.url, "203.0.113.8", contactLead(uniqueName()));
    expect(refused.status()).toBe(503);
    expect(refused.headers()["retry-after"]).toBe("30");
    await expectServerHeaders(refused);
    expect((await rawRequest(nginx.url, "/healthz")).status).toBe(503);
  } finally {
    await nginx.stop();
  }
});
