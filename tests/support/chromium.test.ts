import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { chromium } from "@playwright/test";
import { describe, expect, test } from "vitest";

import {
  chromiumArgs,
  chromiumPath,
  OMNIBOX_POPUP_FEATURES,
  PLAYWRIGHT_DISABLED_FEATURES,
  playwrightArgs,
} from "./chromium";

/** The features the installed Playwright turns off, read from its source. */
function playwrightsOwn(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const source = readFileSync(path.join(core, "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
  if (!list) throw new Error("playwright-core no longer lists its disabledFeatures as before");
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

/**
 * The pages of Chromium's own interface (`browser_ui` targets) a new page's window has, looked
 * for until one is there or `ms` have passed since the page was opened, and how long that took.
 */
async function ownInterfacePages(args: string[], ms: number) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    const opened = performance.now();
    const page = await browser.newPage();
    await page.setContent("<p>A page</p>");
    const session = await browser.newBrowserCDPSession();
    const deadline = opened + ms;
    let urls: string[] = [];
    do {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const { targetInfos } = (await session.send("Target.getTargets", {
        filter: [{}],
      } as never)) as { targetInfos: Array<{ type: string; url: string }> };
      urls = targetInfos
        .filter((target) => target.type === "browser_ui")
        .map((target) => target.url);
    } while (urls.length === 0 && performance.now() < deadline);
    return { urls, ms: performance.now() - opened };
  } finally {
    await browser.close();
  }
}

describe("the browser tests' Chromium", () => {
  test("repeats every feature Playwright turns off, in its one --disable-features", () => {
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual(playwrightsOwn().sort());
    const lists = playwrightArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(lists).toHaveLength(1);
    const off = lists[0]!.slice("--disable-features=".length).split(",");
    expect(off).toEqual(expect.arrayContaining([...playwrightsOwn(), ...OMNIBOX_POPUP_FEATURES]));
  });

  test("opens a window without the address bar's popup page", async () => {
    // Without the features turned off, Chromium starts the popup's page for a new window; with
    // them, none comes in twice the time that took.
    const popup = await ownInterfacePages(chromiumArgs, 10_000);
    expect(popup.urls.join(" ")).toContain("chrome://omnibox-popup");
    const { urls } = await ownInterfacePages(playwrightArgs, Math.max(500, 2 * popup.ms));
    expect(urls).toEqual([]);
  }, 30_000);
});
