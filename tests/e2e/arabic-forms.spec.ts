/**
 * The Arabic edition's forms from the browser to the test SMTP server: the contact form and the
 * enquiry (the home page's dialog and a product's quote request), with and without JavaScript.
 * The business reads every lead in English, told its language; the sender is acknowledged in
 * Arabic.
 */
import type { Locator } from "@playwright/test";

import { englishLeaks } from "../support/english-leaks";
import { expectNoAxeViolations } from "./axe";
import { expect, type Page, sharedPageTest as test } from "./fixtures";
import { formReady, leadMail, recordLeadPosts, uniqueName } from "./leads";
import { DESKTOP_WIDTH, PHONE_WIDTH } from "../support/page-shapes";

const REFERENCE = /PS-[0-9A-Z]{4}-[0-9A-Z]{4}/;

/** A buyer's details; the e-mail address is the test's own, so its acknowledgement is too. */
function buyer() {
  const person = uniqueName("زينب");
  return { ...person, email: `${person.last.toLowerCase()}@example.com` };
}

/** The Latin words of a part of the page besides its reference: none may be English. */
async function leaksIn(part: Locator, reference = "") {
  return englishLeaks((await part.evaluate((element) => element.outerHTML)).replace(reference, ""));
}

/** axe on a part of the page at a phone's width and a desktop's. */
async function accessibleAtBothWidths(page: Page, selector?: string) {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await expectNoAxeViolations(page, selector);
  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 800 });
  await expectNoAxeViolations(page, selector);
}

test("the Arabic contact form: Arabic messages, then the confirmation with the reference; the business reads it in English, the sender gets an Arabic acknowledgement", async ({
  page,
  site,
}) => {
  const person = buyer();
  const posts = recordLeadPosts(page);
  await page.goto("/ar/contact");
  const form = await formReady(page, "نموذج التواصل");
  await form.getByRole("button", { name: "أرسل الرسالة" }).click();
  await expect(form.getByLabel("الاسم الأول")).toBeFocused();
  await expect(form.getByText("الاسم الأول مطلوب")).toBeVisible();
  await expect(form.getByText("يلزم إدخال رقم هاتف صحيح")).toBeVisible();
  expect(posts).toHaveLength(0);
  await accessibleAtBothWidths(page, "#contact-form");

  await form.getByLabel("الاسم الأول").fill(person.first);
  await form.getByLabel("اسم العائلة").fill(person.last);
  await form.getByLabel("البريد الإلكتروني").fill(person.email);
  await form.getByLabel("الهاتف").fill("+971 50 123 4567");
  await form.getByLabel("الرسالة").fill("هامور مبرّد، 2 طن أسبوعيًا إلى دبي");
  await form.getByRole("button", { name: "أرسل الرسالة" }).click();
  const confirmation = page.getByRole("region", { name: "أُرسلت رسالتك" });
  await expect(confirmation.getByRole("heading", { level: 3 })).toBeFocused();
  await expect(page.getByText("شكرًا لتواصلك معنا. سنرد عليك قريبًا!").first()).toBeVisible();
  const reference = (await confirmation.getByText(REFERENCE).textContent())!;
  expect(await leaksIn(confirmation, reference)).toEqual([]);
  await accessibleAtBothWidths(page, "#contact-form");

  const { mail } = await leadMail(site.mailbox, `Contact Form: ${person.full}`);
  expect(mail.text).toContain(`Reference: ${reference}\nLanguage: Arabic\n`);
  expect(mail.text).toContain("Message: هامور مبرّد، 2 طن أسبوعيًا إلى دبي");
  const acknowledgement = await site.mailbox.waitFor((message) =>
    message.recipients.includes(person.email),
  );
  expect(acknowledgement.mail.subject).toBe(
    `وصلت رسالتك إلى Puntland Seafood، الرقم المرجعي ${reference}`,
  );
  expect(acknowledgement.mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(acknowledgement.mail.text).not.toContain("هامور مبرّد");
});

test("the Arabic enquiry dialog: its words, the interest by its Arabic name, the confirmation inside the dialog", async ({
  page,
  site,
}) => {
  const person = buyer();
  await page.goto("/ar");
  await page.getByRole("button", { name: "أرسل استفسارًا" }).click();
  const dialog = page.getByRole("dialog", { name: "أرسل استفسارًا" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "أرسل الاستفسار" }).click();
  await expect(dialog.getByLabel("الاسم الكامل")).toBeFocused();
  await expect(dialog.getByText("الاسم الكامل مطلوب")).toBeVisible();
  expect(await leaksIn(dialog)).toEqual([]);
  await accessibleAtBothWidths(page, '[role="dialog"]');
  await dialog.getByLabel("الاسم الكامل").fill(person.full);
  await dialog.getByLabel("البريد الإلكتروني").fill(person.email);
  await dialog.getByLabel("الهاتف").fill("+971501234567");
  await dialog.getByLabel("المنتج الذي يهمك").selectOption({ label: "أسماك مجمدة" });
  await dialog.getByLabel("الرسالة").fill("نهّاش مجمّد كل شهر إلى جدة");
  await dialog.getByRole("button", { name: "أرسل الاستفسار" }).click();
  const sent = dialog.getByRole("heading", { name: "أُرسل استفسارك" });
  await expect(sent).toBeFocused();
  const reference = (await dialog.getByText(REFERENCE).textContent())!;
  expect(await leaksIn(dialog, reference)).toEqual([]);
  await accessibleAtBothWidths(page, '[role="dialog"]');

  const { mail } = await leadMail(site.mailbox, `Enquiry: ${person.full}`);
  expect(mail.text).toContain("Language: Arabic");
  expect(mail.text).toContain("Product of interest: Frozen Fish");
});

test("an Arabic product page: the quote link goes to the quote request, WhatsApp names the product, and the quote carries the product, its form and grade", async ({
  page,
  site,
}) => {
  const person = buyer();
  await page.goto("/ar/products/fresh-fish/grouper");
  const chat = page
    .getByRole("main")
    .getByRole("link", { name: /راسلنا عبر واتساب/ })
    .first();
  await expect(chat).toHaveAttribute(
    "href",
    `https://wa.me/252904014301?text=${encodeURIComponent("مرحبًا Puntland Seafood، أودّ الحصول على عرض سعر لمنتج هامور.")}`,
  );
  await page.getByRole("main").getByRole("link", { name: "اطلب عرض سعر" }).click();
  await expect(page).toHaveURL(/#quote$/);
  const form = await formReady(page, "نموذج طلب عرض السعر");
  await expect(form).toContainText("المنتج: هامور");
  await form.getByRole("button", { name: "اطلب عرض السعر" }).click();
  await expect(form.getByLabel("الاسم الكامل")).toBeFocused();
  await accessibleAtBothWidths(page, "#quote-form");
  await form.getByLabel("الاسم الكامل").fill(person.full);
  await form.getByLabel("البريد الإلكتروني").fill(person.email);
  await form.getByLabel("الهاتف").fill("+971501234567");
  await form.getByLabel("الشكل").selectOption({ label: "مبرّد: كاملة منزوعة الأحشاء" });
  await form.getByLabel("فئة الحجم").selectOption("2–4 kg");
  await form.getByLabel("الرسالة").fill("2 طن أسبوعيًا إلى دبي");
  await form.getByRole("button", { name: "اطلب عرض السعر" }).click();
  const sent = page.getByRole("region", { name: "أُرسل طلب عرض السعر" });
  await expect(sent.getByRole("heading", { level: 3 })).toBeFocused();
  const reference = (await sent.getByText(REFERENCE).textContent())!;
  expect(await leaksIn(sent, reference)).toEqual([]);
  await accessibleAtBothWidths(page, "#quote-form");

  const { mail } = await leadMail(site.mailbox, `Enquiry: ${person.full} (Grouper)`);
  expect(mail.text).toContain(
    "Product of interest: Fresh Fish\nProduct: Grouper\nProduct form: Chilled: Whole gutted\nSize grade: 2–4 kg\nMessage: 2 طن أسبوعيًا إلى دبي",
  );
  expect(mail.text).toContain("Language: Arabic");
});

test("the thank-you page shows a reference written in by the server, and nothing without one", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/ar/thank-you?ref=PS-1WX9-RBJR");
  await expect(page.getByText("PS-1WX9-RBJR")).toBeVisible();
  await expect(page.getByText("رقمك المرجعي:")).toBeVisible();
  await page.goto("/ar/thank-you");
  await expect(page.getByText("رقمك المرجعي:")).toBeHidden();
  expect(errors).toEqual([]);
});

test("the server's Arabic page for a form sent without JavaScript that needs correcting passes axe at both widths", async ({
  page,
}) => {
  await page.goto("/ar/contact");
  const form = await formReady(page, "نموذج التواصل");
  await form.getByLabel("الهاتف").fill("12345");
  // A native post, as a browser without JavaScript sends it; axe needs the page's scripts on.
  await form.evaluate((element: HTMLFormElement) => element.submit());
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("توجد مشكلة في بياناتك");
  await expect(page.getByRole("alert").getByRole("link").first()).toBeVisible();
  await accessibleAtBothWidths(page);
});

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  test("the Arabic contact form comes back from the server in Arabic, as typed, and once corrected lands on the Arabic thank-you page with the reference", async ({
    page,
    site,
  }) => {
    const person = buyer();
    await page.goto("/ar/contact");
    const form = page.getByRole("form", { name: "نموذج التواصل" });
    await form.getByLabel("الاسم الأول").fill(person.first);
    await form.getByLabel("اسم العائلة").fill(person.last);
    await form.getByLabel("البريد الإلكتروني").fill(person.email);
    await form.getByLabel("الهاتف").fill("12345");
    await form.getByLabel("الرسالة").fill("شارخة حية");
    await form.getByRole("button", { name: "أرسل الرسالة" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("توجد مشكلة في بياناتك");
    await expect(page.getByRole("alert").getByRole("link")).toHaveText("يلزم إدخال رقم هاتف صحيح");
    await expect(page.getByLabel("الرسالة")).toHaveValue("شارخة حية");
    expect(englishLeaks(await page.content())).toEqual([]);
    await page.getByLabel("الهاتف").fill("+971501234567");
    await page.getByRole("button", { name: "أرسل مرة أخرى" }).click();
    await expect(page).toHaveURL(/\/ar\/thank-you\?ref=PS-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const reference = new URL(page.url()).searchParams.get("ref")!;
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("شكرًا لك، وصلتنا بياناتك");
    await expect(page.getByText(reference)).toBeVisible();
    expect(page.url()).not.toContain(person.last);
    const { mail } = await leadMail(site.mailbox, `Contact Form: ${person.full}`);
    expect(mail.text).toContain(`Reference: ${reference}\nLanguage: Arabic`);
  });

  test("an Arabic product's quote request posts without JavaScript and lands on the Arabic thank-you page", async ({
    page,
    site,
  }) => {
    const person = buyer();
    await page.goto("/ar/products/shell-fish/rock-lobster");
    const form = page.getByRole("form", { name: "نموذج طلب عرض السعر" });
    await form.getByLabel("الاسم الكامل").fill(person.full);
    await form.getByLabel("البريد الإلكتروني").fill(person.email);
    await form.getByLabel("الهاتف").fill("+971501234567");
    await form.getByLabel("الشكل").selectOption("Frozen: Raw tails");
    await form.getByLabel("الرسالة").fill("ذيول شارخة، 500 kg");
    await form.getByRole("button", { name: "اطلب عرض السعر" }).click();
    await expect(page).toHaveURL(/\/ar\/thank-you\?ref=PS-/);
    const { mail } = await leadMail(site.mailbox, `Enquiry: ${person.full} (Rock Lobster)`);
    expect(mail.text).toContain("Product: Rock Lobster\nProduct form: Frozen: Raw tails");
  });
});
