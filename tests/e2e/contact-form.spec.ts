import { expectNoAxeViolations } from "./axe";
import { expect, type Page, sharedPageTest, test } from "./fixtures";

import {
  failLeadPosts,
  formFields,
  formReady,
  leadMail,
  mailsWithSubject,
  postAfterBot,
  recordLeadPosts,
  stopClock,
  tickUntilVisible,
  uniqueName,
  expectHoneypotPost,
  SPAM_URL,
} from "./leads";
import { PHONE_WIDTH } from "../support/page-shapes";

type Person = ReturnType<typeof uniqueName>;

const MESSAGE = "Price for 2 t of frozen grouper, FOB Bosaso?";
/** The submission id the form sends as the Idempotency-Key header. */
const SUBMISSION_ID = /^[0-9a-f]{32}$/;
/** A lead's short reference. */
const REFERENCE = /^PS-[0-9A-Z]{4}-[0-9A-Z]{4}$/;

async function fillContact(page: Page, person: Person, email = "ada@example.com") {
  const form = await formReady(page, "Contact form");
  await form.getByLabel("First name").fill(person.first);
  await form.getByLabel("Last name").fill(person.last);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("+252 904 014301");
  await form.getByLabel("Message").fill(MESSAGE);
  return form;
}

test("posts the specification's payload, e-mails the lead and an acknowledgement, and the confirmation with the reference stays until Send another message", async ({
  page,
  site,
  baseURL,
}) => {
  const person = uniqueName();
  const email = `${person.last.toLowerCase()}@example.com`;
  await page.clock.install();
  const posts = recordLeadPosts(page);
  await page.goto("/contact");
  const form = await fillContact(page, person, email);
  await stopClock(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  const confirmation = page.getByRole("region", { name: "Message sent" });
  await expect(confirmation.getByRole("heading", { name: "Message sent" })).toBeFocused();
  await tickUntilVisible(page, "Message sent!");
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you shortly!").first(),
  ).toBeVisible();
  expect(posts).toHaveLength(1);
  const request = posts[0]!;
  expect(request.method()).toBe("POST");
  expect(request.url()).toBe(`${baseURL}/api/leads`);
  expect(request.headers()["accept"]).toBe("application/json");
  expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(request.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
  expect(formFields(request)).toEqual({
    firstName: person.first,
    lastName: person.last,
    name: person.full,
    email,
    phone: "+252 904 014301",
    message: MESSAGE,
    _form: "contact",
    _subject: `Contact Form: ${person.full}`,
    _page: "/contact",
    _captcha: "false",
    _honey: "",
    website: "",
  });
  const { reference } = (await (await request.response())!.json()) as { reference: string };
  expect(reference).toMatch(REFERENCE);
  await expect(confirmation).toContainText(`Your reference: ${reference}`);
  await expect(confirmation.getByRole("link", { name: /Chat on WhatsApp/ })).toHaveAttribute(
    "href",
    new RegExp(`text=.*${reference}`),
  );
  // No timer takes it away: the specification's 3 seconds, and a minute more.
  await page.clock.runFor(60_000);
  await expect(confirmation).toBeVisible();
  // axe waits on timers of its own.
  await page.clock.resume();
  await expectNoAxeViolations(page, "#contact-form");
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await expectNoAxeViolations(page, "#contact-form");

  const { mail, recipients } = await leadMail(site.mailbox, `Contact Form: ${person.full}`);
  expect(recipients).toEqual(["info@example.com"]);
  expect(mail.replyTo?.value).toEqual([{ name: person.full, address: email }]);
  for (const line of [
    `First name: ${person.first}`,
    `Last name: ${person.last}`,
    `Email: ${email}`,
    "Phone: +252 904 014301",
    `Message: ${MESSAGE}`,
    `Reference: ${reference}`,
  ]) {
    expect(mail.text).toContain(line);
  }
  expect(mail.text).toMatch(/^Contact form, received .+ on \/contact\.$/m);
  const acknowledgement = await site.mailbox.waitFor((message) =>
    message.recipients.includes(email),
  );
  expect(acknowledgement.mail.subject).toBe(
    `Puntland Seafood: we have your message, reference ${reference}`,
  );
  expect(acknowledgement.mail.text).not.toContain(MESSAGE);

  await confirmation.getByRole("button", { name: "Send another message" }).click();
  await expect(form.getByLabel("First name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
});

sharedPageTest(
  "a 500 answer keeps every value and shows the error; the retry reuses the submission's Idempotency-Key and the lead is e-mailed",
  async ({ page, site }) => {
    const person = uniqueName();
    const subject = `Contact Form: ${person.full}`;
    const posts = recordLeadPosts(page);
    const failed = await failLeadPosts(page);
    await page.goto("/contact");
    const form = await fillContact(page, person);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.getByText("Please try again later or contact us directly.")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue(person.first);
    await expect(form.getByLabel("Last name")).toHaveValue(person.last);
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(form.getByLabel("Phone")).toHaveValue("+252 904 014301");
    await expect(form.getByLabel("Message")).toHaveValue(MESSAGE);
    await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
    expect(failed).toHaveLength(1);

    await page.unroute("**/api/leads");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    expect(posts).toHaveLength(2);
    const keys = posts.map((post) => post.headers()["idempotency-key"]);
    expect(keys[0]).toMatch(SUBMISSION_ID);
    expect(keys[1]).toBe(keys[0]);
    expect(formFields(posts[1]!)).toEqual(formFields(posts[0]!));

    await leadMail(site.mailbox, subject);
    expect(mailsWithSubject(site.mailbox, subject)).toHaveLength(1);
  },
);

sharedPageTest(
  "an empty submit shows the messages, focuses the first field and posts nothing",
  async ({ page }) => {
    const posts = recordLeadPosts(page);
    await page.goto("/contact");
    const form = await formReady(page, "Contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByLabel("First name")).toBeFocused();
    await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    for (const message of [
      "First name is required",
      "Last name is required",
      "Invalid email address",
      "Valid phone number is required",
      "Please provide your enquiry",
    ]) {
      await expect(form.getByText(message)).toBeVisible();
    }
    expect(posts).toHaveLength(0);
  },
);

sharedPageTest(
  "a filled honeypot is posted once and shown the normal success, but no e-mail is sent",
  async ({ page, request, site }) => {
    const bot = uniqueName("Spam");
    const posts = recordLeadPosts(page);
    await page.goto("/contact");
    const form = await fillContact(page, bot);
    await form.locator('input[name="website"]').fill(SPAM_URL, { force: true });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Message sent" })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expectHoneypotPost(posts, {
      firstName: bot.first,
      _form: "contact",
      _subject: `Contact Form: ${bot.full}`,
    });

    const person = uniqueName();
    await postAfterBot(request, posts[0]!, { firstName: person.first, lastName: person.last });
    await leadMail(site.mailbox, `Contact Form: ${person.full}`);
    expect(mailsWithSubject(site.mailbox, `Contact Form: ${bot.full}`)).toHaveLength(0);
  },
);

sharedPageTest(
  "the home page's contact section sends the same form, with the home page as its page",
  async ({ page, site }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    await page.goto("/");
    await page.getByRole("heading", { name: "Talk to Our Team" }).scrollIntoViewIfNeeded();
    await fillContact(page, person);
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(formFields(posts[0]!)).toMatchObject({
      firstName: person.first,
      lastName: person.last,
      _form: "contact",
      _subject: `Contact Form: ${person.full}`,
      _page: "/",
    });
    const { mail, recipients } = await leadMail(site.mailbox, `Contact Form: ${person.full}`);
    expect(recipients).toEqual(["info@example.com"]);
    expect(mail.replyTo?.value[0]?.address).toBe("ada@example.com");
    expect(mail.text).toContain(`Last name: ${person.last}`);
    expect(mail.text).toMatch(/^Contact form, received .+ on \/\.$/m);
  },
);
