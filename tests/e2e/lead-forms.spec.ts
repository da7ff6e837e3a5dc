/**
 * Every lead form, from the browser to the business's inbox: the lead is stored by the site's
 * own server and e-mailed to the test SMTP server. Runs on SQLite and on PostgreSQL.
 */
import type { Locator } from "@playwright/test";

import { expect, type Page, sharedPageTest as test } from "./fixtures";
import { formReady, leadMail, mailsWithSubject, recordLeadPosts, uniqueName } from "./leads";

type Person = ReturnType<typeof uniqueName>;

/** How long a dialog's code may take to load on a busy machine. */
const DIALOG_LOAD_MS = 15_000;

/** Opens a dialog (page.goto has waited for hydration; the first click loads its code). */
async function openDialog(page: Page, opener: string, dialogName: string | RegExp) {
  const dialog = page.getByRole("dialog", { name: dialogName });
  await page.getByRole("button", { name: opener, exact: true }).click();
  await expect(dialog).toBeVisible({ timeout: DIALOG_LOAD_MS });
  return dialog;
}

async function choose(dialog: Locator, option: string) {
  await dialog.getByRole("radio", { name: option, exact: true }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
}

const forms: Array<{
  form: string;
  subject: (person: Person) => string;
  fill: (page: Page, person: Person) => Promise<void>;
  /** A line the e-mail's text must contain. */
  line: string;
}> = [
  {
    form: "contact",
    subject: (person) => `Contact Form: ${person.full}`,
    line: "Message: 2 t of frozen grouper, FOB Bosaso",
    async fill(page, person) {
      await page.goto("/contact");
      const form = await formReady(page, "Contact form");
      await form.getByLabel("First name").fill(person.first);
      await form.getByLabel("Last name").fill(person.last);
      await form.getByLabel("Email").fill("ada@example.com");
      await form.getByLabel("Phone").fill("+252 904 014301");
      await form.getByLabel("Message").fill("2 t of frozen grouper, FOB Bosaso");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent!")).toBeVisible();
    },
  },
  ...(["offer", "business-offer"] as const).map((form) => ({
    form,
    subject: (person: Person) =>
      `${form === "offer" ? "Trial booking" : "Package booking"}: ${person.full}`,
    line: "Company: Obi & Sons Ltd.",
    async fill(page: Page, person: Person) {
      await page.goto(form === "offer" ? "/offer" : "/services/business-offer");
      const booking = await formReady(page, "Booking form");
      await booking.getByLabel("Full name").fill(person.full);
      await booking.getByLabel("Work email").fill("ada@example.com");
      await booking.getByLabel("Phone").fill("020 7946 0958");
      await booking.getByLabel("Company").fill("Obi & Sons Ltd.");
      await booking.getByRole("button", { name: /^BOOK MY/ }).click();
      await expect(booking.getByRole("button", { name: /BOOKED!|SECURED!/ })).toBeVisible();
    },
  })),
  {
    form: "checklist",
    subject: (person) => `Checklist download: ${person.full}`,
    line: "Downloaded: 27 Essential Things to Check Before Selecting a Cleaning Partner",
    async fill(page, person) {
      await page.goto("/offer");
      const dialog = await openDialog(page, "Download Free Checklist", /27 Essential Things/);
      await dialog.getByLabel("First Name").fill(person.first);
      await dialog.getByLabel("Last Name").fill(person.last);
      await dialog.getByLabel("Telephone").fill("+44 2079460958");
      await dialog.getByLabel("Email").fill("ada@example.com");
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download the Checklist" }).click();
      await download;
    },
  },
  {
    form: "guide",
    // The guide asks only for a first name: the unique part goes there.
    subject: (person) => `Guide download: ${person.last}`,
    line: "Downloaded: Business Growth Strategy Guide",
    async fill(page, person) {
      await page.goto("/");
      const dialog = await openDialog(page, "Download Growth Guide", /Growth Strategy Guide/);
      await dialog.getByLabel("First Name").fill(person.last);
      await dialog.getByLabel("Email").fill("ada@example.com");
      const download = page.waitForEvent("download");
      await dialog.getByRole("button", { name: "Download the Guide" }).click();
      await download;
    },
  },
  {
    form: "enquiry",
    subject: (person) => `Enquiry: ${person.full}`,
    line: "Product of interest: Frozen Fish",
    async fill(page, person) {
      await page.goto("/");
      const dialog = await openDialog(page, "Send an Enquiry", "Send an Enquiry");
      await dialog.getByLabel("Full name").fill(person.full);
      await dialog.getByLabel("Email").fill("ada@example.com");
      await dialog.getByLabel("Phone").fill("+252 904 014301");
      await dialog.getByLabel("Product of interest").selectOption("Frozen Fish");
      await dialog.getByLabel("Message").fill("Monthly frozen snapper for Dubai.");
      await dialog.getByRole("button", { name: "Send Enquiry" }).click();
      await expect(dialog.getByRole("heading", { name: "Enquiry sent" })).toBeVisible();
    },
  },
  {
    form: "enquiry",
    subject: (person) => `Enquiry: ${person.full} (Red Snapper)`,
    line: "Product: Red Snapper\nProduct form: Chilled: Whole gutted\nSize grade: 2–3 kg",
    async fill(page, person) {
      await page.goto("/products/fresh-fish/red-snapper");
      await page.getByRole("link", { name: "Contact Us for a Quote" }).click();
      await expect(page).toHaveURL(/#quote$/);
      const form = await formReady(page, "Quote request form");
      await expect(form).toContainText("Product: Red Snapper");
      await form.getByLabel("Full name").fill(person.full);
      await form.getByLabel("Email").fill("ada@example.com");
      await form.getByLabel("Phone").fill("+252 904 014301");
      await form.getByLabel("Product form").selectOption("Chilled: Whole gutted");
      await form.getByLabel("Size grade").selectOption("2–3 kg");
      await form.getByLabel("Message").fill("One 40-foot container a month to Jeddah.");
      await form.getByRole("button", { name: "Request a Quote" }).click();
      await expect(page.getByRole("heading", { name: "Quote request sent" })).toBeFocused();
    },
  },
  {
    form: "consultation",
    subject: (person) => `Consultation request: ${person.full}`,
    line: "Area size: Other: Two floors, about 250 sq m",
    async fill(page, person) {
      await page.goto("/about");
      const dialog = await openDialog(
        page,
        "Free Coaching Consultation",
        "Free Coaching Consultation",
      );
      await choose(dialog, "A business looking for a cleaning service");
      await choose(dialog, "Office");
      await choose(dialog, "5 days a week");
      await dialog.getByRole("radio", { name: "Other", exact: true }).check();
      await dialog
        .getByLabel("Please describe the area to be cleaned")
        .fill("Two floors, about 250 sq m");
      await dialog.getByRole("button", { name: "Next" }).click();
      await choose(dialog, "2 toilets");
      await choose(dialog, "Yes, regularly");
      await choose(dialog, "In more than 3 months");
      await choose(dialog, "Ready to hire now");
      await dialog.getByLabel("First name").fill(person.first);
      await dialog.getByLabel("Last name").fill(person.last);
      await dialog.getByLabel("Telephone").fill("+252 9040 14301");
      await dialog.getByLabel("Email").fill("ada@example.com");
      await dialog.getByRole("button", { name: "Submit" }).click();
      await expect(
        dialog.getByText("Thank you! Your consultation request has been received."),
      ).toBeVisible();
    },
  },
  {
    form: "calculator",
    subject: (person) => `Cost estimate: ${person.full}`,
    line: "Per cleaning: £72.00",
    async fill(page, person) {
      await page.goto("/");
      const dialog = await openDialog(page, "Cost Calculator", "Cleaning Cost Calculator");
      await choose(dialog, "Business");
      await choose(dialog, "Office");
      await choose(dialog, "5 days a week");
      await choose(dialog, "Medium (1,000–3,000 sq ft)");
      await dialog.getByLabel("First Name").fill(person.first);
      await dialog.getByLabel("Last Name").fill(person.last);
      await dialog.getByLabel("Telephone").fill("+252904014301");
      await dialog.getByLabel("Email").fill("ada@example.com");
      await dialog.getByRole("button", { name: "Calculate Cost" }).click();
      await expect(dialog.getByRole("heading", { name: "Your estimate" })).toBeVisible();
    },
  },
];

for (const { form, subject, fill, line } of forms) {
  const about = subject({ first: "", last: "", full: "" }).includes("(")
    ? " (a product's quote)"
    : "";
  // The contact form's lead also runs on PostgreSQL: the browser's path to the other store.
  const tag = form === "contact" ? ["@postgres"] : [];
  test(
    `the ${form} form's lead${about} is stored and e-mailed to the business`,
    { tag },
    async ({ page, site }) => {
      const person = uniqueName();
      const posts = recordLeadPosts(page);
      await fill(page, person);
      expect(posts).toHaveLength(1);
      const sent = posts[0]!.postDataBuffer()?.toString("utf8") ?? "";
      expect(sent).toContain(`name="_form"\r\n\r\n${form}\r\n`);
      const { mail, recipients } = await leadMail(site.mailbox, subject(person));
      expect(recipients).toEqual(["info@example.com"]);
      expect(mail.replyTo?.value[0]?.address).toBe("ada@example.com");
      expect(mail.text).toContain(line);
      expect(mail.html).toContain("Open it in the inbox");
    },
  );
}

test("an answer lost on the way back is retried by the page with the same submission id: one lead, one e-mail", async ({
  page,
  site,
}) => {
  const person = uniqueName();
  const keys: string[] = [];
  const answers: Array<{ status: number; replayed?: string; id: string }> = [];
  // The first post reaches the server and is stored, but the page never hears back.
  await page.route("**/api/leads", async (route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    const response = await route.fetch();
    const { id } = (await response.json()) as { id: string };
    answers.push({
      status: response.status(),
      replayed: response.headers()["idempotent-replayed"],
      id,
    });
    if (answers.length === 1) await route.abort("failed");
    else await route.fulfill({ response });
  });
  await page.goto("/contact");
  const form = await formReady(page, "Contact form");
  await form.getByLabel("First name").fill(person.first);
  await form.getByLabel("Last name").fill(person.last);
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Phone").fill("+252 904 014301");
  await form.getByLabel("Message").fill("Chilled king fish by air to Dubai");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(keys[1]).toBe(keys[0]);
  // The server knew the retry: it answered with the first lead instead of storing a second.
  expect(answers).toEqual([
    { status: 201, replayed: undefined, id: answers[0]!.id },
    { status: 200, replayed: "true", id: answers[0]!.id },
  ]);
  await leadMail(site.mailbox, `Contact Form: ${person.full}`);
  expect(mailsWithSubject(site.mailbox, `Contact Form: ${person.full}`)).toHaveLength(1);
});

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    { path: "/contact", form: "Contact form", button: "Send Message", subject: "Contact Form" },
    { path: "/offer", form: "Booking form", button: /^BOOK MY/, subject: "Trial booking" },
    {
      path: "/services/business-offer",
      form: "Booking form",
      button: /^BOOK MY/,
      subject: "Package booking",
    },
  ];

  for (const { path, form: formName, button, subject } of pages) {
    test(`${path}: the form posts to the server and lands on the thank-you page, with no personal data in the URL or the log`, async ({
      page,
      site,
    }) => {
      const person = uniqueName("Zainab");
      await page.goto(path);
      const form = page.getByRole("form", { name: formName });
      if (formName === "Contact form") {
        await form.getByLabel("First name").fill(person.first);
        await form.getByLabel("Last name").fill(person.last);
        await form.getByLabel("Phone").fill("+252 904 014301");
        await form.getByLabel("Message").fill("Dried sardine, 5 t");
      } else {
        await form.getByLabel("Full name").fill(person.full);
        await form.getByLabel("Phone").fill("020 7946 0958");
        await form.getByLabel("Company").fill("Obi & Sons Ltd.");
      }
      await form.getByLabel(/email/i).fill("zainab@example.com");
      await form.getByRole("button", { name: button }).click();
      await expect(page).toHaveURL(/\/thank-you\?ref=PS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Thank you, we have your details",
      );
      const reference = new URL(page.url()).searchParams.get("ref")!;
      await expect(page.getByText("Your reference:")).toBeVisible();
      await expect(page.getByText(reference)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      const fullSubject = `${subject}: ${person.full}`;
      await leadMail(site.mailbox, fullSubject);
      const log = site.server.output();
      for (const value of [person.last, "zainab@example.com", "904 014301", "7946"]) {
        expect(page.url()).not.toContain(value);
      }
      // The log names leads by random ids, which may hold any four digits: look for the whole number.
      for (const value of [person.last, "zainab@example.com", "904 014301", "020 7946 0958"]) {
        expect(log).not.toContain(value);
      }
    });
  }

  test("the browser's own checks stop an incomplete form before it is sent", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/leads");
    await expect(form).not.toHaveAttribute("novalidate");
    await expect(form.getByLabel("First name")).toHaveAttribute("required");
    await expect(form.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Message")).toHaveAttribute("maxlength", "2000");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(
      await form
        .getByLabel("First name")
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
  });

  test("a post the server refuses comes back as a page listing the problems, with the typed values, and can be sent again", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    await page.goto("/offer");
    const form = page.getByRole("form", { name: "Booking form" });
    await form.getByLabel("Full name").fill(`${person.full} 2`);
    await form.getByLabel("Work email").fill("ada@example.com");
    await form.getByLabel("Phone").fill("020 7946 0958");
    await form.getByLabel("Company").fill("Obi & Sons Ltd.");
    await form.getByLabel("Message (optional)").fill("Tuesday mornings");
    await form.getByRole("button", { name: /^BOOK MY/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "There is a problem with your details",
    );
    const summary = page.getByRole("alert");
    await expect(
      summary.getByRole("link", { name: "Name contains invalid characters" }),
    ).toHaveAttribute("href", "#field-name");
    await expect(page.getByLabel("Company")).toHaveValue("Obi & Sons Ltd.");
    await expect(page.getByLabel("Message (optional)")).toHaveValue("Tuesday mornings");
    await expect(
      page.getByRole("link", { name: "Back to the page you came from" }),
    ).toHaveAttribute("href", "/offer");
    await page.getByLabel("Full name").fill(person.full);
    await page.getByRole("button", { name: "Send again" }).click();
    await expect(page).toHaveURL(/\/thank-you\?ref=PS-/);
    const { mail } = await leadMail(site.mailbox, `Trial booking: ${person.full}`);
    expect(mail.text).toContain("Message (optional): Tuesday mornings");
  });
});
