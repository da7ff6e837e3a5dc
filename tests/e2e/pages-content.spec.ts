import { expect, sharedPageTest as test } from "./fixtures";
import { htmlEscape } from "./pages";

import { about } from "../../app/content/about";
import { contactPage } from "../../app/content/contact";
import { home } from "../../app/content/home";
import type { Localized } from "../../app/content/localized";
import { slides } from "../../app/content/slides";

test("a product page shows images, benefits, the grouped specification table, the spec sheet and contact links", async ({
  page,
}) => {
  await page.goto("/products/fresh-fish/king-fish");
  await expect(page.getByRole("img", { name: "King Fish", exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: "King Fish, another view" })).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Benefits" })).toBeVisible();
  const table = page.getByRole("table", { name: "King Fish specifications" });
  for (const group of ["Product", "Handling", "Packing and shipping", "Documents"]) {
    await expect(table.getByRole("rowheader", { name: group, exact: true })).toBeVisible();
  }
  for (const label of [
    "Scientific name",
    "Catch area",
    "Fishing method",
    "Season",
    "Country of origin",
    "Forms and HS codes",
    "Size grades",
    "Texture",
    "Halal",
    "Storage temperature",
    "Shelf life",
    "Food safety",
    "Packing",
    "Net weight",
    "Pack size",
    "Transport",
    "Incoterms and ports",
    "Minimum order",
    "Lead time",
    "Payment terms",
    "Health certificate",
    "Air waybill",
    "Histamine test report",
  ]) {
    await expect(table.getByRole("rowheader", { name: label, exact: true })).toBeVisible();
  }
  await expect(table).toContainText("Scomberomorus commerson");
  await expect(table.getByRole("row", { name: /^Storage temperature/ })).toContainText(
    "Chilled: 0 to 2 °C; in melting flake ice",
  );
  await expect(table.getByRole("row", { name: /^Incoterms and ports/ })).toContainText(
    "FCA Bosaso or Garowe airport, with air cargo space booked for each order",
  );
  await expect(table.getByRole("row", { name: /^Pack size/ })).toContainText(
    "Chilled: insulated box 800 × 400 × 280 mm outside, 26 kg gross",
  );
  await expect(table.getByRole("row", { name: /^Container load/ })).toHaveCount(0);
  await expect(page.getByText("Trade data as of 23 November 2026.")).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Download specification sheet (PDF)" }),
  ).toHaveAttribute("href", "/assets/spec-sheets/king-fish.pdf");
  await expect(page.getByRole("link", { name: "Contact Us for a Quote" })).toHaveAttribute(
    "href",
    "#quote",
  );
  const chat = page
    .getByRole("main")
    .getByRole("link", { name: /WhatsApp/ })
    .first();
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute(
    "href",
    `https://wa.me/252904014301?text=${encodeURIComponent("Hello Puntland Seafood, I would like a quote for King Fish.")}`,
  );
  await expect(page.getByRole("heading", { level: 2, name: "Request a Quote" })).toBeVisible();
});

test("a product with frozen forms states its glaze, its −18 °C shelf life and its container loads", async ({
  page,
}) => {
  await page.goto("/products/frozen-fish/frozen-grouper");
  const table = page.getByRole("table", { name: "Frozen Grouper specifications" });
  await expect(table.getByRole("row", { name: /^Glaze/ })).toContainText(
    "Frozen: 5–8% of the glazed weight; net weight is declared without glaze",
  );
  await expect(table.getByRole("row", { name: /^Shelf life/ })).toContainText("Frozen: 9 months");
  const loads = table.getByRole("row", { name: /^Container load/ });
  await expect(loads).toContainText(
    "Frozen, fillets: 20′ reefer 1,232 master cartons, 12.3 t net; 40′ high-cube reefer 2,165 master cartons, 21.6 t net",
  );
  await expect(loads).toContainText(
    "Frozen, whole fish: 20′ reefer 504 master cartons, 10.1 t net",
  );
  await expect(table.getByRole("row", { name: /^Food safety/ })).toContainText(
    "only Epinephelus groupers of 8 kg or less whole weight are bought, whole or for filleting",
  );
});

test("fresh fish has no breadcrumbs; the other categories show Home > Products > category", async ({
  page,
}) => {
  await page.goto("/products/fresh-fish");
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^View Product/ })).toHaveCount(6);
  for (const [slug, name, count] of [
    ["shell-fish", "Shell Fish", 1],
    ["dry-fish", "Dry Fish", 1],
    ["filleted-fish", "Filleted Fish", 6],
    ["frozen-fish", "Frozen Fish", 5],
  ] as const) {
    await page.goto(`/products/${slug}`);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "Products", name]);
    await expect(crumbs.getByRole("link", { name: "Products" })).toHaveAttribute(
      "href",
      "/products/fresh-fish",
    );
    await expect(page.getByRole("link", { name: /^View Product/ })).toHaveCount(count);
  }
});

test("a service page links back to /services, to /contact and to the chat", async ({ page }) => {
  await page.goto("/services/cold-storage");
  await expect(page.getByRole("link", { name: "Back to all services" })).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(page.getByRole("heading", { name: "What We Offer" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("main").getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    "https://wa.me/252904014301",
  );
});

test("the about page tells the story and links to contact", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("main")).toContainText("2022");
  await expect(page.getByRole("main")).toContainText(
    "Our assets in processing, freezing, storage and transport are worth over $1,000,000.",
  );
  await expect(page.getByRole("main")).not.toContainText("invested");
  await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("the contact page lists phone, e-mail, addresses and a lazily loaded map", async ({
  page,
}) => {
  await page.route(/google\.com/, (route) => route.fulfill({ status: 200, body: "map" }));
  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "+252 9040 14301" })).toBeVisible();
  await expect(main.getByRole("link", { name: "info@example.com" })).toBeVisible();
  await expect(main).toContainText("Garowe, Puntland State, Somalia");
  const map = page.locator('iframe[title^="Map of our cold storage site"]');
  await expect(map).toHaveCount(0);
  await expect(main.getByRole("link", { name: /Open the map/ })).toHaveAttribute("href", /Garowe/);
  await page
    .getByRole("heading", { name: "Our Cold Storage Site in Garowe" })
    .scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute("src", /Garowe/);
  await expect(map).toHaveAttribute("loading", "lazy");
});

test("an area page links to a free quote", async ({ page }) => {
  await page.goto("/areas/east-london");
  await expect(page.getByRole("link", { name: "Get a Free Quote" }).first()).toHaveAttribute(
    "href",
    "/contact",
  );
});

test("a failed picture falls back to the local fallback image", async ({ page }) => {
  await page.route(/\/generated\/images\/(?!fallback|logo).*/, (route) => route.abort());
  await page.goto("/products/fresh-fish/grouper");
  const picture = page.getByRole("img", { name: "Grouper", exact: true });
  await expect(picture).toHaveAttribute("src", "/generated/images/fallback.svg");
  await expect(picture).toHaveJSProperty("complete", true);
  expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a failed carousel slide falls back too", async ({ page }) => {
  await page.route(/\/generated\/images\/slide-/, (route) => route.abort());
  await page.goto("/");
  await expect(page.locator("img[data-fallback]").first()).toBeVisible();
});

test("the Arabic home, about and contact pages carry their Arabic copy, not the English", async ({
  request,
}) => {
  const editions: Array<{ path: string; description: Localized; texts: Localized[] }> = [
    {
      path: "/ar",
      description: home.seoDescription,
      texts: [
        home.hero.heading,
        home.hero.intro,
        home.categoriesSection.intro,
        home.servicesSection.intro,
        home.contactSection.intro,
        ...slides.map((slide) => slide.caption),
      ],
    },
    {
      path: "/ar/about",
      description: about.seoDescription,
      texts: [about.lead, ...about.story.paragraphs, ...about.strategy.pillars.map((p) => p.text)],
    },
    {
      path: "/ar/contact",
      description: contactPage.seoDescription,
      texts: [contactPage.intro, contactPage.formIntro, contactPage.mapHeading],
    },
  ];
  for (const { path, description, texts } of editions) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(
      `<meta name="description" content="${htmlEscape(description.ar)}"`,
    );
    for (const text of texts) {
      expect(html, path).toContain(htmlEscape(text.ar));
      expect(html, path).not.toContain(htmlEscape(text.en));
    }
  }
  const homeHtml = await (await request.get("/ar")).text();
  expect(homeHtml).toContain(`<title>${htmlEscape(home.seoTitle.ar)}</title>`);
  expect(homeHtml).toContain(`alt="${htmlEscape(slides[0]!.alt.ar)}"`);
});
