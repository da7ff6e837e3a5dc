import { expect, type Page, test } from "./fixtures";

import { formFields, formReady, interceptRelay, stopClock, tickUntilVisible } from "./relay";

async function fillContact(page: Page) {
  const form = await formReady(page, "Contact form");
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Obi");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Phone").fill("+252 904 014301");
  await form.getByLabel("Message").fill("Price for 2 t of frozen grouper, FOB Bosaso?");
  return form;
}

test("sends the specified payload, says Message Sent for 3 s, then clears", async ({ page }) => {
  await page.clock.install();
  const requests = await interceptRelay(page);
  await page.goto("/contact");
  const form = await fillContact(page);
  await stopClock(page);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("button", { name: "Message Sent" })).toBeDisabled();
  const sentAt = await page.evaluate(() => Date.now());
  await tickUntilVisible(page, "Message sent!");
  await expect(
    page.getByText("Thank you for contacting us. We'll get back to you shortly!"),
  ).toBeVisible();
  expect(requests).toHaveLength(1);
  const request = requests[0]!;
  expect(request.method()).toBe("POST");
  expect(request.url()).toBe("https://formsubmit.co/ajax/info@example.com");
  expect(request.headers()["accept"]).toBe("application/json");
  expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
  expect(formFields(request)).toEqual({
    name: "Ada Obi",
    email: "ada@example.com",
    phone: "+252 904 014301",
    message: "Price for 2 t of frozen grouper, FOB Bosaso?",
    _subject: "Contact Form: Ada Obi",
    _captcha: "false",
    _honey: "",
  });
  await page.clock.runFor(2900 - (await page.evaluate(() => Date.now())) + sentAt);
  await expect(form.getByLabel("First name")).toHaveValue("Ada");
  await page.clock.runFor(100);
  await expect(form.getByRole("button", { name: "Send Message" })).toBeEnabled();
  await expect(form.getByLabel("First name")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
});

for (const answer of ["error", "network"] as const) {
  test(`a relay ${answer === "error" ? "500" : "network error"} keeps every value and shows the error`, async ({
    page,
  }) => {
    const requests = await interceptRelay(page, answer);
    await page.goto("/contact");
    const form = await fillContact(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Something went wrong")).toBeVisible();
    await expect(page.getByText("Please try again later or contact us directly.")).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Ada");
    await expect(form.getByLabel("Message")).toHaveValue(
      "Price for 2 t of frozen grouper, FOB Bosaso?",
    );
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => requests.length).toBe(2);
  });
}

test("an empty submit shows the messages and focuses the first field", async ({ page }) => {
  const requests = await interceptRelay(page);
  await page.goto("/contact");
  const form = await formReady(page, "Contact form");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("First name")).toBeFocused();
  await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  for (const message of [
    "First name is required",
    "Last name is required",
    "Invalid email address",
    "Valid phone number is required",
    "Please provide your enquiry",
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
  expect(requests).toHaveLength(0);
});

test("a filled honeypot sends nothing and shows nothing", async ({ page }) => {
  const requests = await interceptRelay(page);
  await page.goto("/contact");
  const form = await fillContact(page);
  await form.locator('input[name="website"]').fill("http://spam.example", { force: true });
  await form.getByRole("button", { name: "Send Message" }).click();
  await page.waitForTimeout(500);
  expect(requests).toHaveLength(0);
  await expect(page.getByText("Message sent!")).toHaveCount(0);
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
});

test("the home page's contact section sends the same form", async ({ page }) => {
  const requests = await interceptRelay(page);
  await page.goto("/");
  await page.getByRole("heading", { name: "Talk to Our Team" }).scrollIntoViewIfNeeded();
  await fillContact(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message sent!")).toBeVisible();
  expect(formFields(requests[0]!)._subject).toBe("Contact Form: Ada Obi");
});
