import { expect, type Page, sharedPageTest, test } from "./fixtures";

import { home } from "../../app/content/home";
import { services } from "../../app/content/services";
import { slides } from "../../app/content/slides";
import { PHONE_WIDTH } from "../support/page-shapes";

const CAPTIONS = ["Bold Vision", "Blue Economy", "Better Future"];

function activeSlide(page: Page) {
  return page.locator('[aria-roledescription="slide"][data-active="true"]');
}

/**
 * Opens the home page (English or Arabic) with the clock stopped, once the carousel is running.
 * The page's animations stand still too (the clock does not move them): the slideshow's turning
 * in CSS, from which the carousel's code carries on when it starts, is still at its beginning.
 */
async function openWithStoppedClock(page: Page, path = "/") {
  await page.clock.install({ time: new Date("2026-01-01T08:00:00Z") });
  await page.clock.pauseAt(new Date("2026-01-01T08:00:01Z"));
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
  await page.goto(path);
  await expect(page.locator('[aria-roledescription="carousel"]')).toHaveAttribute(
    "data-ready",
    "true",
  );
}

test.describe("hero carousel", () => {
  test("advances every 3 seconds and cycles", async ({ page }) => {
    await openWithStoppedClock(page);
    await expect(activeSlide(page)).toContainText(CAPTIONS[0]!);
    for (const caption of [CAPTIONS[1], CAPTIONS[2], CAPTIONS[0]]) {
      await page.clock.runFor(2900);
      await expect(activeSlide(page)).not.toContainText(caption!);
      await page.clock.runFor(100);
      await expect(activeSlide(page)).toContainText(caption!);
    }
  });

  test("dot buttons jump to a slide", async ({ page }) => {
    await openWithStoppedClock(page);
    await page.getByRole("button", { name: "Show slide 3: Better Future" }).click();
    await expect(activeSlide(page)).toContainText("Better Future");
    await expect(page.getByRole("button", { name: "Show slide 3: Better Future" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("pauses while hovered and with the pause control", async ({ page }) => {
    await openWithStoppedClock(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await carousel.hover();
    await page.clock.runFor(7000);
    await expect(activeSlide(page)).toContainText(CAPTIONS[0]!);
    await page.mouse.move(0, 0);
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toContainText(CAPTIONS[1]!);

    await page.getByRole("button", { name: "Pause slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.clock.runFor(9000);
    await expect(activeSlide(page)).toContainText(CAPTIONS[1]!);
    await page.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(0, 0);
    await page.keyboard.press("Shift+Tab");
    await page.locator("h1").click();
    await page.clock.runFor(3000);
    await expect(activeSlide(page)).toContainText(CAPTIONS[2]!);
  });

  test("does not advance when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openWithStoppedClock(page);
    await page.clock.runFor(10_000);
    await expect(activeSlide(page)).toContainText(CAPTIONS[0]!);
  });
});

test("the Arabic carousel names its slides and controls in Arabic", async ({ page }) => {
  await openWithStoppedClock(page, "/ar");
  const last = slides[2]!.caption.ar;
  await page.getByRole("button", { name: `عرض الشريحة 3: ${last}` }).click();
  await expect(activeSlide(page)).toContainText(last);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `3 من 3: ${last}`);
  await expect(activeSlide(page).getByRole("img")).toHaveAttribute("alt", slides[2]!.alt.ar);
});

sharedPageTest("the hero shows the badge, intro, chat link and phone link", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText(home.hero.badge.en)).toBeVisible();
  const chat = page.getByRole("link", { name: new RegExp(home.hero.chatLabel.en) });
  await expect(chat).toHaveAttribute("href", "https://wa.me/252904014301");
  await expect(chat).toHaveAttribute("target", "_blank");
  await expect(chat).toHaveAttribute("rel", "noopener noreferrer");
  const hero = page.locator("section").first();
  await expect(hero.getByRole("link", { name: "+252 9040 14301" })).toHaveAttribute(
    "href",
    "/contact",
  );
});

sharedPageTest("the category and service grids list every card", async ({ page }) => {
  await page.goto("/");
  const categories = page.getByRole("region", { name: "Premium Seafood Categories" });
  await expect(categories.getByRole("heading", { level: 3 })).toHaveText([
    "FRESH FISH",
    "SHELL FISH",
    "DRY FISH",
    "FILLETED FISH",
    "FROZEN FISH",
  ]);
  await expect(categories.getByRole("link", { name: /^View Category/ })).toHaveCount(5);
  const grid = page.getByRole("region", { name: "Our Seafood Services" });
  await expect(grid.getByRole("heading", { level: 3 })).toHaveText(
    services.map((service) => service.title.en),
  );
  await expect(grid.getByRole("link", { name: /^Learn More/ })).toHaveCount(7);
  await expect(grid.getByRole("listitem").first()).toContainText("FEATURED SERVICE");
  await expect(grid.getByText("FEATURED SERVICE")).toHaveCount(1);
});

sharedPageTest("the footer carries the links, contact details and copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Puntland Seafood" })).toHaveAttribute("href", "/");
  const quick = footer.getByRole("navigation", { name: "Quick Links" });
  await expect(quick.getByRole("link")).toHaveText(["Services", "About", "Contact"]);
  const seafood = footer.getByRole("navigation", { name: "Seafood Services" });
  await expect(seafood.getByRole("link")).toHaveText(
    services.slice(0, 5).map((service) => service.title.en),
  );
  await expect(footer.getByRole("link", { name: "+252 9040 14301" })).toHaveAttribute(
    "href",
    "tel:+252904014301",
  );
  await expect(footer.getByRole("link", { name: "info@example.com" })).toHaveAttribute(
    "href",
    "mailto:info@example.com",
  );
  await expect(footer).toContainText("Badey, Eyl, Puntland State, Somalia");
  await expect(footer).toContainText("Garowe, Puntland State, Somalia");
  await expect(footer).toContainText("© 2025");
});

test("the sections of cards and the contact section are laid out only when they come near the screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
  await page.goto("/");
  // checkVisibility with contentVisibilityAuto is false inside a section the browser skips.
  const rendered = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered("#services-heading ~ div li")).toBe(false);
  expect(await rendered("#contact-heading")).toBe(false);
  await page.locator("#services-heading").scrollIntoViewIfNeeded();
  await expect.poll(() => rendered("#services-heading ~ div li")).toBe(true);
  await page.locator("#contact-heading").scrollIntoViewIfNeeded();
  await expect.poll(() => rendered("#contact-heading")).toBe(true);

  // The section before the footer is never taller than the height it takes until it is shown
  // (app.css): laid out shorter than its content, its text would lie over the footer's. It is
  // tallest on the narrowest phone.
  await page.setViewportSize({ width: 320, height: 800 });
  const contact = page.locator("section[aria-labelledby=contact-heading]");
  const { height, guessed } = await contact.evaluate((section) => ({
    height: section.getBoundingClientRect().height,
    guessed: Number.parseFloat(
      getComputedStyle(section).containIntrinsicHeight.replace("auto ", ""),
    ),
  }));
  expect(guessed).toBeGreaterThan(0);
  expect(height).toBeLessThan(guessed);
});
