import { expect, type Page, test } from "./fixtures";

import { formFields, formReady, interceptRelay, stopClock, tickUntilVisible } from "./relay";

async function fillBooking(page: Page) {
  const form = await formReady(page, "Booking form");
  await form.getByLabel("Full name").fill("Ada Obi");
  await form.getByLabel("Work email").fill("Ada.Obi@Example.COM");
  await form.getByLabel("Phone").fill("020 7946 0958");
  await form.getByLabel("Company").fill("Obi & Sons Ltd.");
  await form.getByLabel("Message (optional)").fill("Tuesday mornings");
  return form;
}

test.describe("/services/business-offer booking", () => {
  test("books, shows SPOT SECURED! for 3 s, resets, and throttles a second submit", async ({
    page,
  }) => {
    await page.clock.install();
    const requests = await interceptRelay(page);
    await page.goto("/services/business-offer");
    let form = await fillBooking(page);
    await stopClock(page);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect(form.getByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
    const sentAt = await page.evaluate(() => Date.now());
    await tickUntilVisible(page, "Thank you!");
    await expect(
      page.getByText("We'll contact you within 2 hours to schedule your package."),
    ).toBeVisible();
    expect(formFields(requests[0]!)).toEqual({
      name: "Ada Obi",
      email: "ada.obi@example.com",
      phone: "020 7946 0958",
      company: "Obi & Sons Ltd.",
      message: "Tuesday mornings",
      _subject: "Package booking: Ada Obi",
      _captcha: "false",
      _honey: "",
    });
    await page.clock.runFor(2900 - (await page.evaluate(() => Date.now())) + sentAt);
    await expect(form.getByRole("button", { name: "SPOT SECURED!" })).toBeDisabled();
    await page.clock.runFor(100);
    await expect(form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
    await expect(form.getByLabel("Full name")).toHaveValue("");

    form = await fillBooking(page);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await tickUntilVisible(page, "Please wait");
    await expect(page.getByText("Please wait a moment before submitting again.")).toBeVisible();
    expect(requests).toHaveLength(1);
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Obi");

    await page.clock.runFor(2000);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect.poll(() => requests.length).toBe(2);
  });

  test("a failed delivery shows the Error toast and keeps the values", async ({ page }) => {
    await interceptRelay(page, "error");
    await page.goto("/services/business-offer");
    const form = await fillBooking(page);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect(page.getByText("Error", { exact: true })).toBeVisible();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Company")).toHaveValue("Obi & Sons Ltd.");
    await expect(form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" })).toBeEnabled();
  });

  test("a network failure also keeps the values", async ({ page }) => {
    await interceptRelay(page, "network");
    await page.goto("/services/business-offer");
    const form = await fillBooking(page);
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await expect(page.getByText("Something went wrong. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Ada Obi");
  });

  test("shows each rule's message and caps the input lengths", async ({ page }) => {
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
  });

  test("a filled honeypot sends nothing and shows nothing", async ({ page }) => {
    const requests = await interceptRelay(page);
    await page.goto("/services/business-offer");
    const form = await fillBooking(page);
    await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await form.getByRole("button", { name: "BOOK MY £150 PACKAGE NOW" }).click();
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(0);
    await expect(page.getByText("Thank you!", { exact: true })).toHaveCount(0);
    await expect(page.getByText("Error", { exact: true })).toHaveCount(0);
  });

  test("a resource button records the resource title and delivers no file", async ({ page }) => {
    const requests = await interceptRelay(page);
    await page.goto("/services/business-offer");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: "Download the checklist" }).click();
    await expect(page.getByText(/we have noted your request/)).toBeVisible();
    expect(formFields(requests[0]!)).toMatchObject({
      resource: "Office Cleaning Checklist",
      _subject: "Resource request: Office Cleaning Checklist",
    });
    expect(downloaded).toBe(false);
  });
});

test.describe("/offer booking", () => {
  test("books the trial and stays TRIAL BOOKED!", async ({ page }) => {
    await page.clock.install();
    const requests = await interceptRelay(page);
    await page.goto("/offer");
    const form = await fillBooking(page);
    await form.getByRole("button", { name: "BOOK MY FREE TRIAL CLEAN NOW" }).click();
    await expect(form.getByRole("button", { name: "TRIAL BOOKED!" })).toBeDisabled();
    expect(formFields(requests[0]!)._subject).toBe("Trial booking: Ada Obi");
    await page.clock.runFor(10_000);
    await expect(form.getByRole("button", { name: "TRIAL BOOKED!" })).toBeDisabled();
  });

  test("the claim button scrolls to the booking form", async ({ page }) => {
    await page.goto("/offer");
    await page.getByRole("link", { name: "CLAIM MY FREE TRIAL CLEAN" }).first().click();
    await expect(
      page.getByRole("heading", { name: "Book Your Free Trial Clean" }),
    ).toBeInViewport();
    await expect(page.locator("#booking")).toBeFocused();
  });
});

test.describe("checklist download", () => {
  test("validates, delivers the lead, downloads the PDF and closes", async ({ page }) => {
    const requests = await interceptRelay(page);
    await page.goto("/offer");
    const opener = page.getByRole("button", { name: "Download Free Checklist" });
    await opener.click();
    const dialog = page.getByRole("dialog", {
      name: "27 Essential Things to Check Before Selecting a Cleaning Partner",
    });
    await expect(dialog).toBeVisible();
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
    await dialog.getByLabel("First Name").fill("Ada");
    await expect(dialog.getByText("First name is required")).toHaveCount(0);
    await dialog.getByLabel("Last Name").fill("Obi");
    await dialog.getByLabel("Telephone").fill("12 34");
    await dialog.getByLabel("Email").fill("ada@");
    await dialog.getByRole("button", { name: "Download the Checklist" }).click();
    await expect(dialog.getByText("Please enter a valid phone number")).toBeVisible();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();
    await dialog.getByLabel("Telephone").fill("+44 2079460958");
    await dialog.getByLabel("Email").fill("ada@example.com");
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: "Download the Checklist" }).click();
    expect((await download).suggestedFilename()).toBe("cleaning-partner-checklist.pdf");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    expect(formFields(requests[0]!)._subject).toBe("Checklist download: Ada Obi");
    await opener.click();
    await expect(dialog.getByLabel("First Name")).toHaveValue("");
  });

  test("Escape and the close button close it, returning focus", async ({ page }) => {
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

test("the PDF guides are served", async ({ request }) => {
  for (const file of ["cleaning-partner-checklist.pdf", "business-growth-strategy-guide.pdf"]) {
    const response = await request.get(`/assets/${file}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});
