import type { TestMailbox } from "../support/smtp";
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

type Person = ReturnType<typeof uniqueName>;

/** The submission id the form sends as the Idempotency-Key header. */
const SUBMISSION_ID = /^[0-9a-f]{32}$/;
const CHECKLIST = "27 Essential Things to Check Before Selecting a Cleaning Partner";

async function fillBooking(page: Page, person: Person) {
  const form = await formReady(page, "Booking form");
  await form.getByLabel("Full name").fill(person.full);
  await form.getByLabel("Work email").fill("Ada.Obi@Example.COM");
  await form.getByLabel("Phone").fill("020 7946 0958");
  await form.getByLabel("Company").fill("Obi & Sons Ltd.");
  await form.getByLabel("Message (optional)").fill("Tuesday mornings");
  return form;
}

/** The booking form's own fields as the browser sends them: as its schema returns them. */
function bookingFields(person: Person) {
  return {
    name: person.full,
    email: "ada.obi@example.com",
    phone: "020 7946 0958",
    company: "Obi & Sons Ltd.",
    message: "Tuesday mornings",
  };
}

/** The e-mail of a booking: the server's normalised values, each on a labelled line. */
async function expectBookingMail(mailbox: TestMailbox, subject: string, person: Person) {
  const { mail, recipients } = await leadMail(mailbox, subject);
  expect(recipients).toEqual(["info@example.com"]);
  expect(mail.replyTo?.value).toEqual([{ name: person.full, address: "ada.obi@example.com" }]);
  for (const line of [
    `Full name: ${person.full}`,
    "Work email: ada.obi@example.com",
    "Phone: 020 7946 0958",
    "Company: Obi & Sons Ltd.",
    "Message (optional): Tuesday mornings",
  ]) {
    expect(mail.text).toContain(line);
  }
  return mail;
}

/** The e-mail of the lead the server stored under this id (its X-Lead-Id header). */
function mailOfLead(mailbox: TestMailbox, id: string) {
  return mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id, 15_000);
}

test.describe("/services/business-offer booking", () => {
  test("books, e-mails the lead, shows SPOT SECURED! for 3 s, resets, and throttles a second submit", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    const second = uniqueName();
    await page.clock.install();
    const posts = recordLeadPosts(page);
    await page.goto("/services/business-offer");
    let form = await fillBooking(page, person);
    await stopClock(page);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect(form.getByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
    const sentAt = await page.evaluate(() => Date.now());
    await tickUntilVisible(page, "Thank you!");
    await expect(
      page.getByText("We'll contact you within 2 hours to schedule your package."),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
    expect(formFields(posts[0]!)).toEqual({
      ...bookingFields(person),
      _form: "business-offer",
      _subject: `Package booking: ${person.full}`,
      _page: "/services/business-offer",
      _captcha: "false",
      _honey: "",
      website: "",
    });
    await page.clock.runFor(2900 - (await page.evaluate(() => Date.now())) + sentAt);
    await expect(form.getByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
    await page.clock.runFor(100);
    await expect(form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
    await expect(form.getByLabel("Full name")).toHaveValue("");

    const mail = await expectBookingMail(site.mailbox, `Package booking: ${person.full}`, person);
    expect(mail.text).toMatch(/^Package booking, received .+ on \/services\/business-offer\.$/m);

    form = await fillBooking(page, second);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await tickUntilVisible(page, "Please wait");
    await expect(page.getByText("Please wait a moment before submitting again.")).toBeVisible();
    expect(posts).toHaveLength(1);
    await expect(form.getByLabel("Full name")).toHaveValue(second.full);

    await page.clock.runFor(2000);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect.poll(() => posts.length).toBe(2);
    // A new submission, not a retry of the first: its own key, its own lead.
    expect(posts[1]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
    expect(posts[1]!.headers()["idempotency-key"]).not.toBe(posts[0]!.headers()["idempotency-key"]);
    expect(formFields(posts[1]!)._subject).toBe(`Package booking: ${second.full}`);
    await expectBookingMail(site.mailbox, `Package booking: ${second.full}`, second);
  });

  sharedPageTest("a 500 answer shows the Error toast and keeps the values", async ({ page }) => {
    const failed = await failLeadPosts(page);
    await page.goto("/services/business-offer");
    const person = uniqueName();
    const form = await fillBooking(page, person);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue(person.full);
    await expect(form.getByLabel("Work email")).toHaveValue("Ada.Obi@Example.COM");
    await expect(form.getByLabel("Phone")).toHaveValue("020 7946 0958");
    await expect(form.getByLabel("Company")).toHaveValue("Obi & Sons Ltd.");
    await expect(form.getByLabel("Message (optional)")).toHaveValue("Tuesday mornings");
    await expect(form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
    expect(failed).toHaveLength(1);
  });

  sharedPageTest(
    "a failed delivery keeps the values; an immediate retry is not throttled, reuses the submission's Idempotency-Key and is e-mailed",
    async ({ page, site }) => {
      const person = uniqueName();
      const posts = recordLeadPosts(page);
      await failLeadPosts(page);
      await page.goto("/services/business-offer");
      const form = await fillBooking(page, person);
      await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
      await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
      await expect(form.getByLabel("Full name")).toHaveValue(person.full);
      await expect(form.getByLabel("Company")).toHaveValue("Obi & Sons Ltd.");

      // Only a delivered booking starts the 5 s throttle: the retry goes straight out.
      await page.unroute("**/api/leads");
      await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
      await expect(page.getByText("Thank you!", { exact: true })).toBeVisible();
      expect(posts).toHaveLength(2);
      expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
      expect(posts[1]!.headers()["idempotency-key"]).toBe(posts[0]!.headers()["idempotency-key"]);
      await expectBookingMail(site.mailbox, `Package booking: ${person.full}`, person);
    },
  );

  sharedPageTest("shows each rule's message and caps the input lengths", async ({ page }) => {
    const posts = recordLeadPosts(page);
    await page.goto("/services/business-offer");
    const form = await formReady(page, "Booking form");
    await form.getByLabel("Full name").fill("A");
    await form.getByLabel("Phone").fill("12345");
    await form.getByLabel("Company").fill("Obi; Ltd");
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect(form.getByText("Name must be at least 2 characters")).toBeVisible();
    await expect(form.getByText("Please enter a valid email address")).toBeVisible();
    await expect(form.getByText("Phone number must be at least 10 digits")).toBeVisible();
    await expect(form.getByText("Company name contains invalid characters")).toBeVisible();
    await expect(form.getByLabel("Full name")).toBeFocused();
    for (const [label, max] of [
      ["Full name", "50"],
      ["Work email", "100"],
      ["Phone", "15"],
      ["Company", "100"],
      ["Message (optional)", "500"],
    ] as const) {
      await expect(form.getByLabel(label)).toHaveAttribute("maxlength", max);
    }
    expect(posts).toHaveLength(0);
  });

  sharedPageTest(
    "a filled honeypot is posted once and shown the normal success, but no e-mail is sent",
    async ({ page, request, site }) => {
      const bot = uniqueName("Spam");
      const posts = recordLeadPosts(page);
      await page.goto("/services/business-offer");
      const form = await fillBooking(page, bot);
      await form.locator('input[name="website"]').fill(SPAM_URL, { force: true });
      await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
      await expect(page.getByText("Thank you!", { exact: true })).toBeVisible();
      await expect(form.getByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
      await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
      await expectHoneypotPost(posts, {
        name: bot.full,
        _form: "business-offer",
        _subject: `Package booking: ${bot.full}`,
      });

      const person = uniqueName();
      await postAfterBot(request, posts[0]!, { name: person.full });
      await expectBookingMail(site.mailbox, `Package booking: ${person.full}`, person);
      expect(mailsWithSubject(site.mailbox, `Package booking: ${bot.full}`)).toHaveLength(0);
    },
  );

  sharedPageTest(
    "a resource button records the resource title, e-mails it and delivers no file",
    async ({ page, site }) => {
      const posts = recordLeadPosts(page);
      // Every run asks for the same resource: its e-mail is found by the id the server answers.
      const answers: Array<{ status: number; id: string }> = [];
      await page.route("**/api/leads", async (route) => {
        const response = await route.fetch();
        const { id } = (await response.json()) as { id: string };
        answers.push({ status: response.status(), id });
        await route.fulfill({ response });
      });
      await page.goto("/services/business-offer");
      let downloaded = false;
      page.on("download", () => (downloaded = true));
      await page.getByRole("button", { name: "Download the checklist" }).click();
      await expect(page.getByText(/we have noted your request/)).toBeVisible();
      expect(posts).toHaveLength(1);
      expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
      expect(formFields(posts[0]!)).toEqual({
        resource: "Office Cleaning Checklist",
        _form: "resource",
        _subject: "Resource request: Office Cleaning Checklist",
        _page: "/services/business-offer",
        _captcha: "false",
        _honey: "",
        website: "",
      });
      expect(answers).toEqual([{ status: 201, id: expect.any(String) }]);
      const { mail, recipients } = await mailOfLead(site.mailbox, answers[0]!.id);
      expect(mail.subject).toBe("Resource request: Office Cleaning Checklist");
      expect(recipients).toEqual(["info@example.com"]);
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain("Resource: Office Cleaning Checklist");
      expect(downloaded).toBe(false);
    },
  );
});

test.describe("/offer booking", () => {
  test("books the trial, e-mails the lead and stays TRIAL BOOKED!", async ({ page, site }) => {
    const person = uniqueName();
    await page.clock.install();
    const posts = recordLeadPosts(page);
    await page.goto("/offer");
    const form = await fillBooking(page, person);
    await form.getByRole("button", { name: "BOOK MY FREE TRIAL CLEAN NOW" }).click();
    await expect(form.getByRole("button", { name: "TRIAL BOOKED!" })).toBeDisabled();
    expect(posts).toHaveLength(1);
    expect(formFields(posts[0]!)).toEqual({
      ...bookingFields(person),
      _form: "offer",
      _subject: `Trial booking: ${person.full}`,
      _page: "/offer",
      _captcha: "false",
      _honey: "",
      website: "",
    });
    await page.clock.runFor(10_000);
    await expect(form.getByRole("button", { name: "TRIAL BOOKED!" })).toBeDisabled();
    const mail = await expectBookingMail(site.mailbox, `Trial booking: ${person.full}`, person);
    expect(mail.text).toMatch(/^Trial booking, received .+ on \/offer\.$/m);
  });

  sharedPageTest("the claim button scrolls to the booking form", async ({ page }) => {
    await page.goto("/offer");
    await page.getByRole("link", { name: "CLAIM MY FREE TRIAL CLEAN" }).first().click();
    await expect(
      page.getByRole("heading", { name: "Book Your Free Trial Clean" }),
    ).toBeInViewport();
    await expect(page.locator("#booking")).toBeFocused();
  });
});

test.describe("checklist download", () => {
  async function openChecklist(page: Page) {
    const opener = page.getByRole("button", { name: "Download Free Checklist" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: CHECKLIST });
    await expect(dialog).toBeVisible();
    return { opener, dialog };
  }

  sharedPageTest(
    "validates, delivers and e-mails the lead, downloads the PDF and closes",
    async ({ page, site }) => {
      const person = uniqueName();
      const posts = recordLeadPosts(page);
      await page.goto("/offer");
      const { opener, dialog } = await openChecklist(page);
      await dialog.getByRole("button", { name: "Download the Checklist" }).click();
      for (const message of [
        "First name is required",
        "Last name is required",
        "Telephone is required",
        "Email is required",
      ]) {
        await expect(dialog.getByText(message)).toBeVisible();
      }
      await expect(dialog.getByLabel("First Name")).toBeFocused();
      await dialog.getByLabel("First Name").fill(person.first);
      await expect(dialog.getByText("First name is required")).toHaveCount(0);
      await dialog.getByLabel("Last Name").fill(person.last);
      await dialog.getByLabel("Telephone").fill("12 34");
      await dialog.getByLabel("Email").fill("ada@");
      await dialog.getByRole("button", { name: "Download the Checklist" }).click();
      await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
      await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
      expect(posts).toHaveLength(0);
      await dialog.getByLabel("Telephone").fill("+44 2079460958");
      await dialog.getByLabel("Email").fill("ada@example.com");
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download the Checklist" }).click();
      expect((await download).suggestedFilename()).toBe("cleaning-partner-checklist.pdf");
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(posts).toHaveLength(1);
      expect(formFields(posts[0]!)).toEqual({
        firstName: person.first,
        lastName: person.last,
        telephone: "+44 2079460958",
        email: "ada@example.com",
        _form: "checklist",
        _subject: `Checklist download: ${person.full}`,
        _page: "/offer",
        _captcha: "false",
        _honey: "",
        website: "",
      });
      await opener.click();
      await expect(dialog.getByLabel("First Name")).toHaveValue("");

      const { mail, recipients } = await leadMail(
        site.mailbox,
        `Checklist download: ${person.full}`,
      );
      expect(recipients).toEqual(["info@example.com"]);
      expect(mail.replyTo?.value).toEqual([{ name: person.full, address: "ada@example.com" }]);
      for (const line of [
        `First Name: ${person.first}`,
        `Last Name: ${person.last}`,
        "Telephone: +44 2079460958",
        "Email: ada@example.com",
        `Downloaded: ${CHECKLIST}`,
      ]) {
        expect(mail.text).toContain(line);
      }
    },
  );

  sharedPageTest(
    "a filled honeypot still downloads the PDF and closes, but no e-mail is sent",
    async ({ page, request, site }) => {
      const bot = uniqueName("Spam");
      const posts = recordLeadPosts(page);
      await page.goto("/offer");
      const { dialog } = await openChecklist(page);
      await dialog.getByLabel("First Name").fill(bot.first);
      await dialog.getByLabel("Last Name").fill(bot.last);
      await dialog.getByLabel("Telephone").fill("+44 2079460958");
      await dialog.getByLabel("Email").fill("spam@example.com");
      await dialog.locator('input[name="website"]').fill(SPAM_URL, { force: true });
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download the Checklist" }).click();
      expect((await download).suggestedFilename()).toBe("cleaning-partner-checklist.pdf");
      await expect(dialog).toBeHidden();
      await expectHoneypotPost(posts, {
        _form: "checklist",
        _subject: `Checklist download: ${bot.full}`,
      });

      const person = uniqueName();
      await postAfterBot(request, posts[0]!, {
        firstName: person.first,
        lastName: person.last,
        email: "ada@example.com",
      });
      await leadMail(site.mailbox, `Checklist download: ${person.full}`);
      expect(mailsWithSubject(site.mailbox, `Checklist download: ${bot.full}`)).toHaveLength(0);
    },
  );

  sharedPageTest("Escape and the close button close it, returning focus", async ({ page }) => {
    await page.goto("/offer");
    const opener = page.getByRole("button", { name: "Download Free Checklist" });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});

sharedPageTest("the PDF guides are served", async ({ request }) => {
  for (const file of ["cleaning-partner-checklist.pdf", "business-growth-strategy-guide.pdf"]) {
    const response = await request.get(`/assets/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});
