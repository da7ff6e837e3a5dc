import { expect, test } from "./fixtures";

import { formFields, interceptRelay } from "./relay";

test("the guide form delivers the lead and downloads the growth guide", async ({ page }) => {
  const requests = await interceptRelay(page);
  await page.goto("/");
  const opener = page.getByRole("button", { name: "Download Growth Guide" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /Business Growth Strategy Guide/ });
  await dialog.getByRole("button", { name: "Download the Guide" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();
  await expect(dialog.getByText("Email is required")).toBeVisible();
  await dialog.getByLabel("First Name").fill("Ada");
  await dialog.getByLabel("Email").fill("ada@example.com");
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download the Guide" }).click();
  expect((await download).suggestedFilename()).toBe("business-growth-strategy-guide.pdf");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  expect(formFields(requests[0]!)).toMatchObject({
    name: "Ada",
    email: "ada@example.com",
    _subject: "Guide download: Ada",
  });
});

test("a failed guide lead keeps the values and downloads nothing", async ({ page }) => {
  await interceptRelay(page, "network");
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
  await expect(dialog.getByLabel("Email")).toHaveValue("ada@example.com");
});

test("the enquiry form delivers the lead, then shows the thank-you alert", async ({ page }) => {
  const requests = await interceptRelay(page);
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
  await dialog.getByLabel("Full name").fill("Ada Obi");
  await dialog.getByLabel("Email").fill("ada@example.com");
  await dialog.getByLabel("Phone").fill("+252 904 014301");
  await dialog
    .getByLabel("Product of interest")
    .selectOption(["Fresh Fish", "Shell Fish", "Dry Fish", "Filleted Fish", "Frozen Fish"][4]!);
  await dialog.getByLabel("Message").fill("Monthly frozen snapper for Dubai.");
  await dialog.getByRole("button", { name: "Send Enquiry" }).click();
  const alert = page.getByRole("alertdialog");
  await expect(alert).toContainText(
    "Thank you! Your inquiry has been submitted. We will get back to you shortly.",
  );
  expect(formFields(requests[0]!)).toMatchObject({
    name: "Ada Obi",
    interest: "Frozen Fish",
    _subject: "Enquiry: Ada Obi",
  });
  await alert.getByRole("button", { name: "OK" }).click();
  await expect(alert).toBeHidden();
  await opener.click();
  await expect(page.getByRole("dialog").getByLabel("Full name")).toHaveValue("");
});
