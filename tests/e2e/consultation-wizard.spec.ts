import type { Locator } from "@playwright/test";

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

const CONFIRMATION = "Thank you! Your consultation request has been received.";
/** The submission id the form sends as the Idempotency-Key header. */
const SUBMISSION_ID = /^[0-9a-f]{32}$/;
/** How long a dialog's code may take to load on a busy machine. */
const DIALOG_LOAD_MS = 15_000;

/** Opens the wizard from a page (page.goto waits until the page has hydrated). */
async function openWizard(page: Page, path: string) {
  await page.goto(path);
  const opener = page.getByRole("button", { name: "Free Coaching Consultation" });
  const dialog = page.getByRole("dialog", { name: "Free Coaching Consultation" });
  await opener.click();
  // The first click loads the wizard's code.
  await expect(dialog).toBeVisible({ timeout: DIALOG_LOAD_MS });
  await expect(dialog.getByText("Step 1 of 9")).toBeVisible();
  return { opener, dialog };
}

async function answer(dialog: Locator, step: number, option: string) {
  await expect(dialog.getByText(`Step ${step} of 9`)).toBeVisible();
  await dialog.getByRole("radio", { name: option, exact: true }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
}

/** Answers steps 1-8 as a business with an office and fills in step 9. */
async function walkToSubmit(dialog: Locator, person: Person) {
  await expect(dialog.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
  await answer(dialog, 1, "A business looking for a cleaning service");
  await answer(dialog, 2, "Office");
  await answer(dialog, 3, "5 days a week");
  await expect(dialog.getByText("Step 4 of 9")).toBeVisible();
  await dialog.getByRole("radio", { name: "Other", exact: true }).check();
  await expect(dialog.getByRole("button", { name: "Next" })).toBeDisabled();
  await dialog
    .getByLabel("Please describe the area to be cleaned")
    .fill("Two floors, about 250 sq m");
  await dialog.getByRole("button", { name: "Next" }).click();
  await answer(dialog, 5, "2 toilets");
  await answer(dialog, 6, "Yes, regularly");
  await answer(dialog, 7, "In more than 3 months");
  await answer(dialog, 8, "Ready to hire now");
  await expect(dialog.getByText("Step 9 of 9")).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Consultation progress" })).toHaveAttribute(
    "aria-valuenow",
    "9",
  );
  await dialog.getByLabel("First name").fill(person.first);
  await dialog.getByLabel("Last name").fill(person.last);
  await dialog.getByLabel("Telephone").fill("+252 9040 14301");
  await dialog.getByLabel("Email").fill("ada@example.com");
}

/** What walkToSubmit answers, as the wizard sends it: every field of its data. */
function walkedFields(person: Person) {
  return {
    situation: "business",
    otherSituationText: "",
    facility: "office",
    otherFacilityText: "",
    frequency: "5days",
    areaSize: "otherArea",
    otherAreaText: "Two floors, about 250 sq m",
    toilets: "2toilets",
    afterHours: "regularly",
    otherAfterText: "",
    startTimeline: "3months",
    otherStartText: "",
    hiringDecision: "readyNow",
    otherHiringText: "",
    firstName: person.first,
    lastName: person.last,
    telephone: "+252 9040 14301",
    email: "ada@example.com",
  };
}

/** The lead's e-mail: each answer in the wizard's words, with the visitor's own text. */
const WALKED_LINES = [
  "Situation: A business looking for a cleaning service",
  "Facility type: Office",
  "Cleaning frequency: 5 days a week",
  "Area size: Other: Two floors, about 250 sq m",
  "Toilets: 2 toilets",
  "After-hours cleaning: Yes, regularly",
  "Start: In more than 3 months",
  "Decision stage: Ready to hire now",
];

test.describe("consultation wizard", () => {
  test("from /about: nine steps, one delivery of every answer, an e-mail, a confirmation and Close", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    const { opener, dialog } = await openWizard(page, "/about");
    await walkToSubmit(dialog, person);
    await dialog.getByRole("button", { name: "Submit" }).click();

    const confirmation = dialog.getByRole("region", { name: CONFIRMATION });
    await expect(confirmation).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
    expect(formFields(posts[0]!)).toEqual({
      ...walkedFields(person),
      _form: "consultation",
      _subject: `Consultation request: ${person.full}`,
      _page: "/about",
      _captcha: "false",
      _honey: "",
      website: "",
    });

    await confirmation.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const { mail, recipients } = await leadMail(
      site.mailbox,
      `Consultation request: ${person.full}`,
    );
    expect(recipients).toEqual(["info@example.com"]);
    expect(mail.replyTo?.value).toEqual([{ name: person.full, address: "ada@example.com" }]);
    for (const line of [
      `First name: ${person.first}`,
      `Last name: ${person.last}`,
      "Email: ada@example.com",
      "Telephone: +252 9040 14301",
      ...WALKED_LINES,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/^Consultation request, received .+ on \/about\.$/m);
  });

  test("Escape closes the wizard and focus returns to the opener", async ({ page }) => {
    const { opener, dialog } = await openWizard(page, "/about");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("also opens from /services", async ({ page }) => {
    const { dialog } = await openWizard(page, "/services");
    await expect(
      dialog.getByRole("group", { name: "Which best describes your situation?" }),
    ).toBeVisible();
  });

  test("a 500 answer keeps the step 9 values and says something went wrong; the retry reuses the submission's Idempotency-Key and is e-mailed", async ({
    page,
    site,
  }) => {
    const person = uniqueName();
    const posts = recordLeadPosts(page);
    await failLeadPosts(page);
    const { dialog } = await openWizard(page, "/about");
    await walkToSubmit(dialog, person);
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Your details could not be sent. Please try again, or contact us directly.",
    );
    await expect(dialog.getByText("Step 9 of 9")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(dialog.getByLabel("First name")).toHaveValue(person.first);
    await expect(dialog.getByLabel("Last name")).toHaveValue(person.last);
    await expect(dialog.getByLabel("Telephone")).toHaveValue("+252 9040 14301");
    await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");

    await page.unroute("**/api/leads");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("region", { name: CONFIRMATION })).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[0]!.headers()["idempotency-key"]).toMatch(SUBMISSION_ID);
    expect(posts[1]!.headers()["idempotency-key"]).toBe(posts[0]!.headers()["idempotency-key"]);
    expect(formFields(posts[1]!)).toEqual(formFields(posts[0]!));
    const { mail } = await leadMail(site.mailbox, `Consultation request: ${person.full}`);
    expect(mail.text).toContain("Area size: Other: Two floors, about 250 sq m");
  });

  test("a filled honeypot is posted once and shown the confirmation, but no e-mail is sent", async ({
    page,
    request,
    site,
  }) => {
    const bot = uniqueName("Spam");
    const posts = recordLeadPosts(page);
    const { dialog } = await openWizard(page, "/about");
    await walkToSubmit(dialog, bot);
    await dialog.locator('input[name="website"]').fill(SPAM_URL, { force: true });
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("region", { name: CONFIRMATION })).toBeVisible();
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await expectHoneypotPost(posts, {
      _form: "consultation",
      _subject: `Consultation request: ${bot.full}`,
    });

    const person = uniqueName();
    await postAfterBot(request, posts[0]!, { firstName: person.first, lastName: person.last });
    await leadMail(site.mailbox, `Consultation request: ${person.full}`);
    expect(mailsWithSubject(site.mailbox, `Consultation request: ${bot.full}`)).toHaveLength(0);
  });

  test.describe("at 320 px", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("fits the screen without sideways scrolling", async ({ page }) => {
      const { dialog } = await openWizard(page, "/services");
      const box = await dialog.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(320);
      await dialog.getByRole("radio", { name: "Other / not sure" }).check();
      const next = dialog.getByRole("button", { name: "Next" });
      await next.scrollIntoViewIfNeeded();
      await expect(next).toBeInViewport();
      const sideways = await dialog.evaluate((element) => {
        const scroller = element.querySelector("form")?.parentElement ?? element;
        return Math.max(
          scroller.scrollWidth - scroller.clientWidth,
          document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
      });
      expect(sideways).toBeLessThanOrEqual(0);
    });
  });
});
