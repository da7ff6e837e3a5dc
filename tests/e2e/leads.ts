import { type APIRequestContext, expect, type Page, type Request } from "@playwright/test";

import type { ReceivedMail, TestMailbox } from "../support/smtp";

/** Every lead post the page makes; they still reach the server. */
export function recordLeadPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/leads") {
      posts.push(request);
    }
  });
  return posts;
}

/**
 * Makes the lead endpoint fail for this page, recording the tries. A 500: a refused connection,
 * a 502, 503 or 504 would be tried again for 30 s (lead-restart.spec.ts follows those).
 */
export async function failLeadPosts(page: Page) {
  const posts: Request[] = [];
  await page.route("**/api/leads", async (route) => {
    posts.push(route.request());
    return route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"error":"Something went wrong on our side"}',
    });
  });
  return posts;
}

/** The fields of a multipart/form-data request body. */
export function formFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString("utf8") ?? "";
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

/** What a bot types into the honeypot in these tests. */
export const SPAM_URL = "http://spam.example";

/**
 * The one post a bot sent with the honeypot filled: the form's own fields, the honeypot under
 * both its names, and a 201 like any lead's (the server keeps it as spam and sends it nowhere).
 */
export async function expectHoneypotPost(posts: Request[], fields: Record<string, string>) {
  expect(posts).toHaveLength(1);
  expect(formFields(posts[0]!)).toMatchObject({ ...fields, website: SPAM_URL, _honey: SPAM_URL });
  expect((await posts[0]!.response())?.status()).toBe(201);
}

/**
 * After a bot's post, a person's lead sent over HTTP the way the same form sends it: the bot's
 * fields with the honeypot empty and the person's own details. It is stored after the bot's, so
 * once its e-mail has arrived the bot's would have arrived too.
 */
export async function postAfterBot(
  request: APIRequestContext,
  botPost: Request,
  person: Record<string, string>,
) {
  const response = await request.post("/api/leads", {
    headers: { Accept: "application/json" },
    multipart: { ...formFields(botPost), ...person, website: "", _honey: "" },
  });
  expect(response.status()).toBe(201);
}

/** The e-mail of the lead with this subject, once the server has sent it. */
export function leadMail(mailbox: TestMailbox, subject: string): Promise<ReceivedMail> {
  return mailbox.waitFor((message) => message.mail.subject === subject, 15_000);
}

/** Every e-mail with this subject so far. */
export function mailsWithSubject(mailbox: TestMailbox, subject: string): ReceivedMail[] {
  return mailbox.received.filter((message) => message.mail.subject === subject);
}

/** A name no other test uses, so a test finds its own lead among the worker's. */
export function uniqueName(first = "Ada"): { first: string; last: string; full: string } {
  const last = `Obi${Math.random().toString(36).slice(2, 8).replace(/\d/g, "x")}`;
  return { first, last, full: `${first} ${last}` };
}

/** A contact form's lead, as the form's code sends it (JSON). */
export function contactLead(person: ReturnType<typeof uniqueName>): Record<string, string> {
  return {
    _form: "contact",
    _page: "/contact",
    firstName: person.first,
    lastName: person.last,
    email: `${person.last.toLowerCase()}@example.com`,
    phone: "+252904014301",
    message: `Frozen grouper for ${person.last}, 2 t a month`,
  };
}

/** Waits until a deferred form's code has loaded and taken over the pre-rendered fields. */
export async function formReady(page: Page, name: string) {
  const form = page.getByRole("form", { name });
  await form.scrollIntoViewIfNeeded();
  await form.and(page.locator('[data-ready="true"]')).waitFor();
  return form;
}

/** Brings every deferred form near the viewport and waits until each one's code has taken over. */
export async function loadDeferredForms(page: Page) {
  for (const form of await page.locator("form[data-ready]").all()) {
    await form.scrollIntoViewIfNeeded();
  }
  await expect(page.locator('form[data-ready="false"]')).toHaveCount(0);
}

/** Stops the page's clock (installed before navigation) so timers run only when told to. */
export async function stopClock(page: Page) {
  // The page's time moves on between reading it and pausing: try again if it passed the mark.
  await expect(async () => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 50);
  }).toPass({ timeout: 5000 });
}

/**
 * With the clock stopped, a toast needs its module loaded and a few timer ticks to appear:
 * ticks the clock a little at a time until the text shows.
 */
export async function tickUntilVisible(page: Page, text: string) {
  const toast = page.getByText(text, { exact: true });
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(toast).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 10_000 });
}
