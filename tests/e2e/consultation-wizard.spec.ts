import type { Locator } from "@playwright/test";

import { expect, type Page, test } from "./fixtures";

const RELAY = "https://formsubmit.co/**";
const CONFIRMATION = "Thank you! Your consultation request has been received.";
// The relay is another origin: the browser only hands the page a response that allows it.
const CORS = { "Access-Control-Allow-Origin": "*" };

/** Opens the wizard from a page; the pre-rendered button does nothing until it has hydrated. */
async function openWizard(page: Page, path: string) {
  await page.goto(path);
  const opener = page.getByRole("button", { name: "Free Coaching Consultation" });
  const dialog = page.getByRole("dialog", { name: "Free Coaching Consultation" });
  await expect(async () => {
    await opener.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(dialog.getByText("Step 1 of 9")).toBeVisible();
  return { opener, dialog };
}

async function answer(dialog: Locator, step: number, option: string) {
  await expect(dialog.getByText(`Step ${step} of 9`)).toBeVisible();
  await dialog.getByRole("radio", { name: option, exact: true }).check();
  await dialog.getByRole("button", { name: "Next" }).click();
}

/** Answers steps 1-8 as a business with an office and fills in step 9. */
async function walkToSubmit(dialog: Locator) {
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
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill("Obi");
  await dialog.getByLabel("Telephone").fill("+252 9040 14301");
  await dialog.getByLabel("Email").fill("ada@example.com");
}

test.describe("consultation wizard", () => {
  test("from /about: nine steps, one delivery, a confirmation and Close", async ({ page }) => {
    const bodies: string[] = [];
    await page.route(RELAY, async (route) => {
      bodies.push(route.request().postDataBuffer()?.toString("utf8") ?? "");
      await route.fulfill({ status: 200, body: "{}", headers: CORS });
    });
    const { opener, dialog } = await openWizard(page, "/about");
    await walkToSubmit(dialog);
    await dialog.getByRole("button", { name: "Submit" }).click();

    const confirmation = dialog.getByRole("region", { name: CONFIRMATION });
    await expect(confirmation).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain("Consultation request: Ada Obi");
    expect(bodies[0]).toContain("Other: Two floors, about 250 sq m");

    await confirmation.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
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

  test("a failing relay keeps the step 9 values and says something went wrong", async ({
    page,
  }) => {
    await page.route(RELAY, (route) => route.fulfill({ status: 500, body: "{}", headers: CORS }));
    const { dialog } = await openWizard(page, "/about");
    await walkToSubmit(dialog);
    await dialog.getByRole("button", { name: "Submit" }).click();

    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(dialog.getByText("Step 9 of 9")).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Submit" })).toBeEnabled();
    await expect(dialog.getByLabel("First name")).toHaveValue("Ada");
    await expect(dialog.getByLabel("Last name")).toHaveValue("Obi");
    await expect(dialog.getByLabel("Telephone")).toHaveValue("+252 9040 14301");
    await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");
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
