import { expect, test } from "./fixtures";

import { expectNoAxeViolations } from "./axe";
import { pages } from "./pages";

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const page of pages) {
      test(`${page.path} has no WCAG 2.2 AA violations`, async ({ page: browser }) => {
        await browser.goto(page.path);
        await browser.waitForLoadState("networkidle");
        await expectNoAxeViolations(browser);
      });
    }
  });
}

test.describe("axe inside dialogs", () => {
  for (const [path, opener] of [
    ["/", "Send an Enquiry"],
    ["/", "Download Growth Guide"],
    ["/offer", "Download Free Checklist"],
  ] as const) {
    test(`${opener} on ${path}, empty and with errors`, async ({ page }) => {
      await page.goto(path);
      await page.getByRole("button", { name: opener }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
    });
  }

  test("every cost calculator step", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Cost Calculator" }).click();
    const dialog = page.getByRole("dialog");
    await page.route("https://formsubmit.co/**", (route) =>
      route.fulfill({ status: 200, body: "{}", headers: { "Access-Control-Allow-Origin": "*" } }),
    );
    for (const choice of ["Business", "Office", "5 days a week", /^Medium/]) {
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await dialog.getByRole("radio", { name: choice }).check();
      await dialog.getByRole("button", { name: "Next" }).click();
    }
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(dialog.getByText("First name is required")).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
    await dialog.getByLabel(/First Name/).fill("Ada");
    await dialog.getByLabel(/Last Name/).fill("Obi");
    await dialog.getByLabel(/Telephone/).fill("+252904014301");
    await dialog.getByLabel(/Email/).fill("ada@example.com");
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(dialog.getByText("What's included")).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test("every consultation wizard step", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Free Coaching Consultation" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (let step = 1; step <= 8; step += 1) {
      await expect(dialog.getByText(`Step ${step} of 9`)).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await dialog.getByRole("radio").first().check();
      await dialog.getByRole("button", { name: "Next" }).click();
    }
    await expect(dialog.getByText("Step 9 of 9")).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});
