/**
 * axe (WCAG 2.2 AA) inside the dialogs, in each of their states. Every page itself is scanned in
 * routes.spec.ts, on the same load that checks it for errors.
 */
import type { Locator } from "@playwright/test";

import { expect, sharedPageTest as test } from "./fixtures";

import { expectNoAxeViolations } from "./axe";
import { failLeadPosts, uniqueName } from "./leads";

const DELIVERY_FAILED = "Your details could not be sent. Please try again, or contact us directly.";

/** Valid details for each simple dialog, so its post is sent (and made to fail). */
const validDetails: Record<string, (dialog: Locator) => Promise<void>> = {
  "Send an Enquiry": async (dialog) => {
    await dialog.getByLabel("Full name").fill("Ada Obi");
    await dialog.getByLabel("Email").fill("ada@example.com");
    await dialog.getByLabel("Phone").fill("+252 904 014301");
    await dialog.getByLabel("Product of interest").selectOption("Frozen Fish");
    await dialog.getByLabel("Message").fill("Monthly frozen snapper for Dubai.");
  },
  "Download Growth Guide": async (dialog) => {
    await dialog.getByLabel("First Name").fill("Ada");
    await dialog.getByLabel("Email").fill("ada@example.com");
  },
  "Download Free Checklist": async (dialog) => {
    await dialog.getByLabel("First Name").fill("Ada");
    await dialog.getByLabel("Last Name").fill("Obi");
    await dialog.getByLabel("Telephone").fill("+44 2079460958");
    await dialog.getByLabel("Email").fill("ada@example.com");
  },
};

test.describe("axe inside dialogs", () => {
  // Three to eleven axe scans each: on a busy machine that can take more than the default 30 s.
  test.slow();

  for (const [path, opener] of [
    ["/", "Send an Enquiry"],
    ["/", "Download Growth Guide"],
    ["/offer", "Download Free Checklist"],
  ] as const) {
    test(`${opener} on ${path}, empty, with errors and after a failed delivery`, async ({
      page,
    }) => {
      const posts = await failLeadPosts(page);
      await page.goto(path);
      await page.getByRole("button", { name: opener }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
      await expectNoAxeViolations(page, '[role="dialog"]');
      await validDetails[opener]!(dialog);
      await dialog.locator('button[type="submit"]').click();
      await expect(dialog.getByRole("alert")).toHaveText(DELIVERY_FAILED);
      expect(posts).toHaveLength(1);
      await expectNoAxeViolations(page, '[role="dialog"]');
    });
  }

  test("every cost calculator step, a failed delivery and the estimate", async ({ page }) => {
    const person = uniqueName();
    await page.goto("/");
    await page.getByRole("button", { name: "Cost Calculator" }).click();
    const dialog = page.getByRole("dialog");
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
    await dialog.getByLabel(/First Name/).fill(person.first);
    await dialog.getByLabel(/Last Name/).fill(person.last);
    await dialog.getByLabel(/Telephone/).fill("+252904014301");
    await dialog.getByLabel(/Email/).fill("ada@example.com");
    const posts = await failLeadPosts(page);
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(DELIVERY_FAILED);
    expect(posts).toHaveLength(1);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.unroute("**/api/leads");
    await dialog.getByRole("button", { name: "Calculate Cost" }).click();
    await expect(dialog.getByText("What's included")).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });

  test("every consultation wizard step, a failed delivery and the confirmation", async ({
    page,
  }) => {
    const person = uniqueName();
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
    await dialog.getByLabel("First name").fill(person.first);
    await dialog.getByLabel("Last name").fill(person.last);
    await dialog.getByLabel("Telephone").fill("+252 9040 14301");
    await dialog.getByLabel("Email").fill("ada@example.com");
    const posts = await failLeadPosts(page);
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(DELIVERY_FAILED);
    expect(posts).toHaveLength(1);
    await expectNoAxeViolations(page, '[role="dialog"]');
    await page.unroute("**/api/leads");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(
      dialog.getByRole("region", {
        name: "Thank you! Your consultation request has been received.",
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});

test("the axe check fails on a violation planted in a page, and looks only inside the region it is given", async ({
  page,
}) => {
  await page.goto("/about");
  await expectNoAxeViolations(page);
  // Planted after a first check: axe, kept in the document, sees the page as it is now.
  await page.evaluate(() => {
    const picture = document.createElement("img");
    picture.src = "/favicon.ico";
    document.querySelector("main")!.append(picture);
    const button = document.createElement("button");
    button.id = "planted";
    document.body.append(button);
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
  await expect(expectNoAxeViolations(page, "#planted")).rejects.toThrow(/button-name/);
  await expectNoAxeViolations(page, "header");
});
