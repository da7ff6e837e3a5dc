/**
 * The owner's overview in the browser: signed in, with a few leads, at a phone's width and a
 * desktop's, checked with axe at both. The figures themselves are tested in Vitest on both
 * stores (server/inbox/overview-queries.test.ts).
 */
import { expectNoAxeViolations } from "./axe";
import { expect, OWNER, sharedPageTest as test } from "./fixtures";
import { contactLead, uniqueName } from "./leads";
import { DESKTOP_WIDTH, PHONE_WIDTH } from "../support/page-shapes";

const FIGURES = [
  "Enquiries per week",
  "Time to answer",
  "Enquiries by market",
  "Enquiries by product",
  "Enquiries by language of the page",
  "Leads by form",
  "Delivery health",
];

test(`the overview shows each chart with its title, summary and table, at ${PHONE_WIDTH} and ${DESKTOP_WIDTH} px, without axe violations`, async ({
  page,
}, testInfo) => {
  // Two axe runs over seven charts: on a busy machine that alone can pass the 30 s default.
  test.slow();
  const person = uniqueName();
  for (const phone of ["+966 50 123 4567", "+252 61 555 1234"]) {
    const response = await page.request.post("/api/leads", {
      headers: { Accept: "application/json" },
      data: { ...contactLead(person), phone },
    });
    expect(response.status()).toBe(201);
  }

  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await page.goto("/inbox");
  await page.getByLabel("E-mail address").fill(OWNER.email);
  await page.getByLabel("Password").fill(OWNER.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page
    .getByRole("navigation", { name: "Inbox" })
    .getByRole("link", { name: "Overview" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeFocused();
  await expect(page).toHaveTitle(/Overview · Inbox/);

  for (const title of FIGURES) {
    const figure = page.getByRole("figure", { name: title });
    await expect(figure.getByRole("img")).toBeVisible();
  }
  const markets = page.getByRole("figure", { name: "Enquiries by market" });
  await expect(markets).toContainText("Somalia");
  await markets.getByText("Show the numbers as a table").click();
  await expect(markets.getByRole("rowheader", { name: "Saudi Arabia" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Download “Enquiries by market” as CSV/ }),
  ).toHaveAttribute("href", "/api/inbox/overview/export?weeks=12&table=markets");
  // Nothing is wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE_WIDTH,
  );
  await expectNoAxeViolations(page);
  await page.screenshot({
    path: testInfo.outputPath(`overview-${PHONE_WIDTH}.png`),
    fullPage: true,
  });

  await page.setViewportSize({ width: DESKTOP_WIDTH, height: 900 });
  await page.getByRole("link", { name: "Last 52 weeks" }).click();
  await expect(page.getByRole("link", { name: "Last 52 weeks" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("figure", { name: "Enquiries per week" })).toContainText(
    "in 52 weeks",
  );
  await expectNoAxeViolations(page);
});
