import type { Locator } from "@playwright/test";

import type { TestMailbox } from "../support/smtp";

import { expect, type Page, sharedPageTest as test } from "./fixtures";

import {
  failLeadPosts,
  formFields,
  leadMail,
  mailsWithSubject,
  postAfterBot,
  recordLeadPosts,
  uniqueName,
  expectHoneypotPost,
  SPAM_URL,
} from "./leads";

type Person = ReturnType<typeof uniqueName>;

/** The submission id the form sends as the Idempotency-Key header. */
const SUBMISSION_ID = /^[0-9a-f]{32}$/;
/** How long a dialog's code may take to load on a busy machine. */
const DIALOG_LOAD_MS = 15_000;

/** Opens the calculator from its "Cost Calculator" button (page.goto waits for hydration). */
async function openCalculator(page: Page, path: string) {
  await page.goto(path);
  const opener = page.getByRole("button", { name: "Cost Calculator", exact: true });
  const dialog = page.getByRole("dialog", { name: "Cleaning Cost Calculator" });
  await opener.click();
  // The first click loads the calculator's code.
  await expect(dialog).toBeVisible({ timeout: DIALOG_LOAD_MS });
  return { opener, dialog };
}

async function answer(dialog: Locator, step: number, choice: string) {
  await expect(dialog.getByText(`Step ${step} of 5`)).toBeVisible();
  const next = dialog.getByRole("button", { name: "Next" });
  await expect(next).toBeDisabled();
  await dialog.getByRole("radio", { name: choice, exact: true }).check();
  await next.click();
}

/** Steps 1–4 for a medium office cleaned 5 days a week; ends on step 5. */
async function answerChoices(dialog: Locator) {
  await answer(dialog, 1, "Business");
  await answer(dialog, 2, "Office");
  await answer(dialog, 3, "5 days a week");
  await answer(dialog, 4, "Medium (1,000–3,000 sq ft)");
  await expect(dialog.getByText("Step 5 of 5")).toBeVisible();
  await expect(dialog.getByRole("heading", { name: "Your contact details" })).toBeFocused();
}

async function fillContact(dialog: Locator, person: Person) {
  await dialog.getByLabel("First Name").fill(person.first);
  await dialog.getByLabel("Last Name").fill(person.last);
  await dialog.getByLabel("Telephone").fill("+252904014301");
  await dialog.getByLabel("Email").fill("ada@example.com");
}

/** The calculator's own fields for a medium office cleaned 5 days a week, as the browser sends them. */
function mediumFiveDaysFields(person: Person) {
  return {
    clientType: "business",
    facilityType: "office",
    frequency: "5days",
    areaSize: "medium",
    customAreaSize: "",
    firstName: person.first,
    lastName: person.last,
    telephone: "+252904014301",
    email: "ada@example.com",
  };
}

/** The lead's e-mail: every answer in words, the contact details and the estimate. */
async function expectEstimateMail(mailbox: TestMailbox, person: Person, lines: string[]) {
  const { mail, recipients } = await leadMail(mailbox, `Cost estimate: ${person.full}`);
  expect(recipients).toEqual(["info@example.com"]);
  expect(mail.replyTo?.value).toEqual([{ name: person.full, address: "ada@example.com" }]);
  for (const line of [
    `First Name: ${person.first}`,
    `Last Name: ${person.last}`,
    "Telephone: +252904014301",
    "Email: ada@example.com",
    ...lines,
  ]) {
    expect(mail.text).toContain(line);
  }
  return mail;
}

const MEDIUM_FIVE_DAYS_LINES = [
  "Who needs cleaning?: Business",
  "What type of facility is it?: Office",
  "How often do you need cleaning?: 5 days a week",
  "What is the approximate size of the area to be cleaned?: Medium (1,000–3,000 sq ft)",
  "Estimated area: 2,000 sq ft",
  "Per cleaning: £72.00",
  "Weekly: £360.00",
  "Monthly: £1,548.00",
  "Yearly: £18,720.00",
];

function figure(dialog: Locator, label: string) {
  return dialog.locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
}

async function expectMediumFiveDaysEstimate(dialog: Locator) {
  await expect(dialog.getByRole("heading", { name: "Your estimate" })).toBeFocused();
  await expect(figure(dialog, "Per cleaning")).toHaveText("£72.00");
  await expect(figure(dialog, "Weekly")).toHaveText("£360.00");
  await expect(figure(dialog, "Monthly")).toHaveText("£1,548.00");
  await expect(figure(dialog, "Yearly")).toHaveText("£18,720.00");
}

test.describe("cost calculator", () => {
  test("walks every step from the home page, sends the answers, shows the estimate and e-mails it", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    const { dialog } = await openCalculator(page, "/");

    const progress = dialog.getByRole("progressbar", { name: "Calculator progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "1");
    await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
    await answerChoices(dialog);
    await expect(progress).toHaveAttribute("aria-valuenow", "5");

    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expect(dialog.getByText("Last name is required")).toBeVisible();
    await expect(dialog.getByText("Telephone is required")).toBeVisible();
    await expect(dialog.getByText("Email is required")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toBeFocused();
    expect(posts).toHaveLength(0);

    await fillContact(dialog, person);
    await expect(dialog.getByText("First name is required")).toBeHidden();
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();

    await expectMediumFiveDaysEstimate(dialog);
    await expect(dialog.getByText(/Step \d of 5/)).toBeHidden();
    for (const item of [
      "Professional cleaning staff",
      "All cleaning supplies and equipment",
      "Regular quality checks",
      "Flexible scheduling",
      "VAT included in all prices",
    ]) {
      await expect(dialog.getByText(item, { exact: true })).toBeVisible();
    }
    await expect(
      dialog.getByText(
        "This is an estimate. Contact us for a precise quote or a free on-site assessment.",
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("link", { name: "Call Us" })).toHaveAttribute(
      "href",
      "tel:+252904014301",
    );

    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
    // The answers go as chosen, with the estimate the visitor saw, so that a relay e-mails it too;
    // the server still works the estimate out itself from the answers.
    expect(formFields(posts[0]!)).toEqual({
      ...mediumFiveDaysFields(person),
      estimatedArea: "2,000 sq ft",
      costPerCleaning: "£72.00",
      weeklyCost: "£360.00",
      monthlyCost: "£1,548.00",
      yearlyCost: "£18,720.00",
      _form: "calculator",
      _subject: `Cost estimate: ${person.full}`,
      _page: "/",
      _captcha: "false",
      _honey: "",
      website: "",
    });

    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByText("Step 5 of 5")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue(person.first);

    const mail = await expectEstimateMail(site.mailbox, person, MEDIUM_FIVE_DAYS_LINES);
    expect(mail.text).toMatch(/^Cost calculator, received .+ on \/\.$/m);
  });

  test("'other' asks for a description, prices it, and the e-mail carries the description", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    const { dialog } = await openCalculator(page, "/");
    await answer(dialog, 1, "Business");
    await answer(dialog, 2, "Warehouse");
    await answer(dialog, 3, "Twice a month");
    await dialog.getByRole("radio", { name: "Other (describe it)" }).check();
    const description = dialog.getByLabel("Please describe the size of the area");
    await expect(description).toHaveAttribute("placeholder", "Please describe...");
    await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
    await description.fill("1,500 sq ft");
    await dialog.getByRole("button", { name: "Next" }).click();
    await fillContact(dialog, person);
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(figure(dialog, "Per cleaning")).toHaveText("£54.00");
    await expect(figure(dialog, "Monthly")).toHaveText("£116.10");
    expect(posts).toHaveLength(1);
    expect(formFields(posts[0]!)).toMatchObject({
      clientType: "business",
      facilityType: "warehouse",
      frequency: "2monthly",
      areaSize: "other",
      customAreaSize: "1,500 sq ft",
      _form: "calculator",
      _subject: `Cost estimate: ${person.full}`,
    });
    await expectEstimateMail(site.mailbox, person, [
      "What type of facility is it?: Warehouse",
      "How often do you need cleaning?: Twice a month",
      "What is the approximate size of the area to be cleaned?: Other (describe it)",
      "Please describe the size of the area: 1,500 sq ft",
      "Per cleaning: £54.00",
      "Monthly: £116.10",
    ]);
  });

  test("Escape closes the dialog and focus returns to its button", async ({ page }) => {
    const { opener, dialog } = await openCalculator(page, "/");
    await dialog.getByRole("radio", { name: "Individual" }).check();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Individual" })).toBeChecked();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a 500 answer keeps the details and says Something went wrong; the retry reuses the submission's Idempotency-Key and is e-mailed", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    await failLeadPosts(page);
    const { dialog } = await openCalculator(page, "/");
    await answerChoices(dialog);
    await fillContact(dialog, person);
    const calculate = dialog.getByRole("button", { name: "Calculate Cost" });
    await calculate.click();

    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.getByText("Please try again later or contact us directly.")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Your details could not be sent. Please try again, or contact us directly.",
    );
    await expect(dialog.getByText("Step 5 of 5")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue(person.first);
    await expect(dialog.getByLabel("Last Name")).toHaveValue(person.last);
    await expect(dialog.getByLabel("Telephone")).toHaveValue("+252904014301");
    await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(calculate).toBeEnabled();
    await expect(calculate).toBeFocused();

    await page.unroute("**/api/leads");
    await calculate.click();
    await expectMediumFiveDaysEstimate(dialog);
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
    expect(posts[1]!.headers()["idempotency-key"]).toBe(posts[0]!.headers()["idempotency-key"]);
    expect(formFields(posts[1]!)).toEqual(formFields(posts[0]!));
    await expectEstimateMail(site.mailbox, person, MEDIUM_FIVE_DAYS_LINES);
  });

  test("a filled honeypot is posted once and still shows the estimate, but no e-mail is sent", async ({
    page,
    request,
    site,
  }) => {
    const bot = uniqueName("Spam");
    const posts = recordLeadPosts(page);
    const { dialog } = await openCalculator(page, "/");
    await answerChoices(dialog);
    await fillContact(dialog, bot);
    await dialog.locator('input[name="website"]').fill(SPAM_URL, { force: true });
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expectMediumFiveDaysEstimate(dialog);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expectHoneypotPost(posts, {
      _form: "calculator",
      _subject: `Cost estimate: ${bot.full}`,
    });

    const person = uniqueName();
    await postAfterBot(request, posts[0]!, { firstName: person.first, lastName: person.last });
    await leadMail(site.mailbox, `Cost estimate: ${person.full}`);
    expect(mailsWithSubject(site.mailbox, `Cost estimate: ${bot.full}`)).toHaveLength(0);
  });

  test("opens from the /offer page too, and the lead names that page", async ({ page, site }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    const { dialog } = await openCalculator(page, "/offer");
    await answerChoices(dialog);
    await fillContact(dialog, person);
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expectMediumFiveDaysEstimate(dialog);
    expect(posts).toHaveLength(1);
    expect(formFields(posts[0]!)).toMatchObject({ _form: "calculator", _page: "/offer" });
    const mail = await expectEstimateMail(site.mailbox, person, MEDIUM_FIVE_DAYS_LINES);
    expect(mail.text).toMatch(/^Cost calculator, received .+ on \/offer\.$/m);
  });

  test.describe("at 320 px", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("fits the screen on every step", async ({ page }) => {
      const { dialog } = await openCalculator(page, "/");
      const fits = async () => {
        const box = await dialog.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(320);
        // Anything that pokes out of the dialog (sr-only text and the honeypot are meant to).
        const outside = await dialog.evaluate((element) => {
          const limit = element.getBoundingClientRect();
          return [...element.querySelectorAll("*")]
            .filter((child) => {
              const rect = child.getBoundingClientRect();
              if (rect.width <= 1 || child.closest('[aria-hidden="true"]')) return false;
              return rect.left < limit.left - 0.5 || rect.right > limit.right + 0.5;
            })
            .map((child) => child.outerHTML.slice(0, 80));
        });
        expect(outside).toEqual([]);
      };
      await fits();
      await answerChoices(dialog);
      await fits();
      await fillContact(dialog, uniqueName());
      await dialog.getByRole("button", { name: "Calculate Cost" }).click();
      await expectMediumFiveDaysEstimate(dialog);
      await fits();
    });
  });
});
