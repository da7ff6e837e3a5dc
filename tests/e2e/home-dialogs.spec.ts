import { expectNoAxeViolations } from "./axe";
import { expect, sharedPageTest as test } from "./fixtures";

import { failLeadPosts, formFields, leadMail, recordLeadPosts, uniqueName } from "./leads";
import { PHONE_WIDTH } from "../support/page-shapes";

/** The submission id the form sends as the Idempotency-Key header. */
const SUBMISSION_ID = /^[0-9a-f]{32}$/;

test("the guide form delivers and e-mails the lead and downloads the growth guide", async ({
  page,
  site,
}) => {
  // The guide's subject names only the first name: make that the unique part.
  const first = uniqueName().last.replace(/^Obi/, "Ada");
  const posts = recordLeadPosts(page);
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Download Growth Guide" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /Business Growth Strategy Guide/ });
  await dialog.getByRole("button", { name: "Download the Guide" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  expect(posts).toHaveLength(0);
  await dialog.getByLabel("First Name").fill(first);
  await dialog.getByLabel("Email").fill("ada@example.com");
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download the Guide" }).click();
  expect((await download).suggestedFilename()).toBe("business-growth-strategy-guide.pdf");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
  expect(formFields(posts[0]!)).toEqual({
    firstName: first,
    email: "ada@example.com",
    _form: "guide",
    _subject: `Guide download: ${first}`,
    _page: "/",
    _captcha: "false",
    _honey: "",
    website: "",
  });

  const { mail, recipients } = await leadMail(site.mailbox, `Guide download: ${first}`);
  expect(recipients).toEqual(["info@example.com"]);
  expect(mail.replyTo?.value).toEqual([{ name: first, address: "ada@example.com" }]);
  for (const line of [
    `First Name: ${first}`,
    "Email: ada@example.com",
    "Downloaded: Business Growth Strategy Guide",
  ]) {
    expect(mail.text).toContain(line);
  }
});

test("a failed guide lead keeps the values, downloads nothing, and the retry reuses the submission's Idempotency-Key", async ({
  page,
}) => {
  const posts = await failLeadPosts(page);
  let downloaded = false;
  page.on("download", () => (downloaded = true));
  await page.goto("/");
  await page.getByRole("button", { name: "Download Growth Guide" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("First Name").fill("Ada");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByRole("button", { name: "Download the Guide" }).click();
  await expect(page.getByText("Something went wrong")).toBeVisible();
  // Inside the dialog too: the toasts are hidden from assistive technology while it is open.
  await expect(dialog.getByRole("alert")).toHaveText(
    "Your details could not be sent. Please try again, or contact us directly.",
  );
  await expect(dialog.getByLabel("First Name")).toHaveValue("Ada");
  await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");

  await dialog.getByRole("button", { name: "Download the Guide" }).click();
  await expect.poll(() => posts.length).toBe(2);
  await expect(dialog.getByRole("alert")).toHaveText(
    "Your details could not be sent. Please try again, or contact us directly.",
  );
  await expect(dialog).toBeVisible();
  expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
  expect(posts[1]!.headers()["idempotency-key"]).toBe(posts[0]!.headers()["idempotency-key"]);
  expect(downloaded).toBe(false);
});

test("the enquiry form delivers and e-mails the lead, then shows the confirmation in the dialog until another is sent", async ({
  page,
  site,
}) => {
  const person = uniqueName();
  const posts = recordLeadPosts(page);
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Send an Enquiry" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Send an Enquiry" });
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  for (const message of [
    "Full name is required",
    "Email is required",
    "Phone is required",
    "Please choose a product of interest",
    "Message is required",
  ]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  expect(posts).toHaveLength(0);
  await dialog.getByLabel("Full name").fill(person.full);
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel("Phone").fill("+252 904 014301");
  await dialog
    .getByLabel("Product of interest")
    .selectOption(["Fresh Fish", "Shell Fish", "Dry Fish", "Filleted Fish", "Frozen Fish"][4]!);
  await dialog.getByLabel("Message").fill("Monthly frozen snapper for Dubai.");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  const sent = dialog.getByRole("heading", { name: "Enquiry sent" });
  await expect(sent).toBeFocused();
  await expect(dialog).toContainText(
    "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
  );
  expect(posts).toHaveLength(1);
  expect(formFields(posts[0]!)).toEqual({
    fullName: person.full,
    email: "ada@example.com",
    phone: "+252 904 014301",
    interest: "Frozen Fish",
    message: "Monthly frozen snapper for Dubai.",
    product: "",
    productForm: "",
    grade: "",
    _form: "enquiry",
    _subject: `Enquiry: ${person.full}`,
    _page: "/",
    _captcha: "false",
    _honey: "",
    website: "",
  });
  const { reference } = (await (await posts[0]!.response())!.json()) as { reference: string };
  await expect(dialog).toContainText(`Your reference: ${reference}`);
  await expectNoAxeViolations(page, '[role="dialog"]');
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await expectNoAxeViolations(page, '[role="dialog"]');

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await opener.click();
  await expect(sent).toBeVisible();
  await dialog.getByRole("button", { name: "Send another enquiry" }).click();
  await expect(dialog.getByLabel("Full name")).toHaveValue("");

  const { mail, recipients } = await leadMail(site.mailbox, `Enquiry: ${person.full}`);
  expect(recipients).toEqual(["info@example.com"]);
  expect(mail.replyTo?.value).toEqual([{ name: person.full, address: "ada@example.com" }]);
  for (const line of [
    `Full name: ${person.full}`,
    "Email: ada@example.com",
    "Phone: +252 904 014301",
    "Product of interest: Frozen Fish",
    "Message: Monthly frozen snapper for Dubai.",
    `Reference: ${reference}`,
  ]) {
    expect(mail.text).toContain(line);
  }
});
