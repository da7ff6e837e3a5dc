import type { Locator } from "@playwright/test";

import { expect, type Page, test } from "./fixtures";

import { formFields, interceptRelay, RELAY } from "./relay";

/** Opens the calculator from its "Cost Calculator" button once the page has hydrated. */
async function openCalculator(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  const opener = page.getByRole("button", { name: "Cost Calculator", exact: true });
  const dialog = page.getByRole("dialog", { name: "Cleaning Cost Calculator" });
  // A click that lands before hydration does nothing; try again until the dialog shows.
  await expect(async () => {
    if (!(await dialog.isVisible())) await opener.click({ timeout: 2000 });
    await expect(dialog).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
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

async function fillContact(dialog: Locator) {
  await dialog.getByLabel("First Name").fill("Ada");
  await dialog.getByLabel("Last Name").fill("Obi");
  await dialog.getByLabel("Telephone").fill("+252904014301");
  await dialog.getByLabel("Email").fill("ada@example.com");
}

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
  test("walks every step from the home page, sends the estimate and shows it", async ({ page }) => {
    const requests = await interceptRelay(page);
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
    expect(requests).toHaveLength(0);

    await fillContact(dialog);
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

    expect(requests).toHaveLength(1);
    const body = requests[0]!.postDataBuffer()?.toString("utf8") ?? "";
    expect(body).toContain("Cost estimate: Ada Obi");
    expect(body).toContain("£1,548.00");
    expect(formFields(requests[0]!)).toMatchObject({
      _subject: "Cost estimate: Ada Obi",
      name: "Ada Obi",
      email: "ada@example.com",
      telephone: "+252904014301",
      clientType: "Business",
      facilityType: "Office",
      frequency: "5 days a week",
      areaSize: "Medium (1,000–3,000 sq ft)",
      costPerCleaning: "£72.00",
      weeklyCost: "£360.00",
      monthlyCost: "£1,548.00",
      yearlyCost: "£18,720.00",
    });

    await dialog.getByRole("button", { name: "Back" }).click();
    await expect(dialog.getByText("Step 5 of 5")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue("Ada");
  });

  test("'other' asks for a description and prices it", async ({ page }) => {
    await interceptRelay(page);
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
    await fillContact(dialog);
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(figure(dialog, "Per cleaning")).toHaveText("£54.00");
    await expect(figure(dialog, "Monthly")).toHaveText("£116.10");
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

  test("a relay error keeps the details, says Something went wrong, and a retry works", async ({
    page,
  }) => {
    await interceptRelay(page, "error");
    const { dialog } = await openCalculator(page, "/");
    await answerChoices(dialog);
    await fillContact(dialog);
    const calculate = dialog.getByRole("button", { name: "Calculate Cost" });
    await calculate.click();

    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.getByText("Please try again later or contact us directly.")).toBeVisible();
    await expect(dialog.getByText("Step 5 of 5")).toBeVisible();
    await expect(dialog.getByLabel("First Name")).toHaveValue("Ada");
    await expect(dialog.getByLabel("Last Name")).toHaveValue("Obi");
    await expect(dialog.getByLabel("Telephone")).toHaveValue("+252904014301");
    await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");
    await expect(calculate).toBeEnabled();
    await expect(calculate).toBeFocused();

    await page.unroute(RELAY);
    await interceptRelay(page);
    await calculate.click();
    await expectMediumFiveDaysEstimate(dialog);
  });

  test("opens from the /offer page too", async ({ page }) => {
    await interceptRelay(page);
    const { dialog } = await openCalculator(page, "/offer");
    await answerChoices(dialog);
    await fillContact(dialog);
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expectMediumFiveDaysEstimate(dialog);
  });

  test.describe("at 320 px", () => {
    test.use({ viewport: { width: 320, height: 640 } });

    test("fits the screen on every step", async ({ page }) => {
      await interceptRelay(page);
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
      await fillContact(dialog);
      await dialog.getByRole("button", { name: "Calculate Cost" }).click();
      await expectMediumFiveDaysEstimate(dialog);
      await fits();
    });
  });
});
