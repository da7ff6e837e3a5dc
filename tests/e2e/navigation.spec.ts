import { expect, sharedPageTest as test } from "./fixtures";

import { categories } from "../../app/content/categories";
import { services } from "../../app/content/services";
import { DESKTOP_WIDTH, PHONE_WIDTH } from "../support/page-shapes";

test.describe(`desktop navigation (${DESKTOP_WIDTH} px)`, () => {
  test.use({ viewport: { width: DESKTOP_WIDTH, height: 800 } });

  test("the bar turns translucent after 20 px of scroll", async ({ page }) => {
    await page.goto("/about");
    const header = page.locator("header[data-scrolled]");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("marks the active link with aria-current", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("shows the logo home link, phone link and Request Quote", async ({ page }) => {
    await page.goto("/about");
    const banner = page.getByRole("banner").first();
    await expect(banner.getByRole("link", { name: /Puntland Seafood, home/ })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(banner.getByRole("link", { name: "+252 9040 14301" })).toHaveAttribute(
      "href",
      "tel:+252904014301",
    );
    await expect(banner.getByRole("link", { name: "Request Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Products" }),
    ).toHaveAttribute("href", "/products/fresh-fish");
  });

  test("the Products dropdown opens on hover and lists the five categories", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const menu = page.locator("#nav-products");
    await expect(menu).toBeHidden();
    await nav.getByRole("link", { name: "Products" }).hover();
    await expect(menu).toBeVisible();
    for (const category of categories) {
      await expect(menu.getByRole("link", { name: category.name.en })).toHaveAttribute(
        "href",
        `/products/${category.slug}`,
      );
    }
    await page.mouse.move(5, 700);
    await expect(menu).toBeHidden();
  });

  test("the Services dropdown opens, moves and closes with the keyboard", async ({ page }) => {
    await page.goto("/");
    const button = page.getByRole("button", { name: "Services menu" });
    const menu = page.locator("#nav-services");
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(services.map((service) => service.title.en));
    await page.keyboard.press("Tab");
    await expect(menu.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Cold Storage and Transportation" }).click();
    await expect(page).toHaveURL("/services/cold-storage");
    await expect(menu).toBeHidden();
  });

  test("every route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: /View Category.*FROZEN FISH/ }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole("link", { name: /View Category.*FROZEN FISH/ }).click();
    await expect(page).toHaveURL("/products/frozen-fish");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frozen Fish");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a skip link, painted only while it has focus, moves focus to the main content", async ({
    page,
  }) => {
    await page.goto("/contact");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    // Above the screen and transparent: a full-page capture, which shows what is above the
    // screen, does not show it over the page either.
    await expect(skip).toHaveCSS("opacity", "0");
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expect(skip).toHaveCSS("opacity", "1");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });
});

test("the site's name in the bar is shown whole or not at all, in both languages, from 1024 to 1440 px", async ({
  page,
}) => {
  for (const path of ["/", "/ar"]) {
    await page.goto(path);
    const name = page.locator("header a").first().locator("span");
    for (const width of [1024, 1150, 1279, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // Where the menu and the actions leave it no room the logo stands alone; never "P…".
      const clipped = await name.evaluate(
        (element: HTMLElement) =>
          element.offsetWidth > 0 && element.scrollWidth > element.clientWidth,
      );
      expect(clipped, `${path} at ${width} px`).toBe(false);
    }
    await expect(name).toBeVisible();
  }
});

test.describe(`mobile navigation (${PHONE_WIDTH} px)`, () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 740 } });

  test("uses the smaller bar", async ({ page }) => {
    await page.goto("/");
    const bar = await page.locator("header[data-scrolled] > div").boundingBox();
    expect(bar?.height).toBe(64);
    await page.setViewportSize({ width: 800, height: 740 });
    const wide = await page.locator("header[data-scrolled] > div").boundingBox();
    expect(wide?.height).toBe(80);
  });

  test("opens one section at a time and closes on navigation", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    const products = menu.getByRole("button", { name: "Products menu" });
    const servicesButton = menu.getByRole("button", { name: "Services menu" });
    await products.click();
    await expect(products).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Shell Fish" })).toBeVisible();
    await servicesButton.click();
    await expect(servicesButton).toHaveAttribute("aria-expanded", "true");
    await expect(products).toHaveAttribute("aria-expanded", "false");
    await expect(menu.getByRole("link", { name: "Shell Fish" })).toBeHidden();
    await menu.getByRole("link", { name: "Quality Assurance" }).click();
    await expect(page).toHaveURL("/services/quality-assurance");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("no page scrolls sideways at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    for (const path of [
      "/",
      "/contact",
      "/offer",
      "/services/business-offer",
      "/products/fresh-fish/king-fish",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBe(0);
    }
  });
});
