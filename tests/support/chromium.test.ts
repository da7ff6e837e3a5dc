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
 * The pages of Chromium's own interface (`browser_ui` targets) in a new page's window. Chromium
 * builds the popup's page with the window, so it is listed as soon as the page is: measured 30 of
 * 30 times beside four busy processes, so one look, with no waiting, tells.
 */
async function ownInterfacePages(args: string[]) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    await browser.newPage();
    const session = await browser.newBrowserCDPSession();
    const { targetInfos } = (await session.send("Target.getTargets", {
      filter: [{}],
    } as never)) as { targetInfos: Array<{ type: string; url: string }> };
    return targetInfos.filter((target) => target.type === "browser_ui").map((target) => target.url);
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
    expect((await ownInterfacePages(chromiumArgs)).join(" ")).toContain("chrome://omnibox-popup");
    expect(await ownInterfacePages(playwrightArgs)).toEqual([]);
  }, 30_000);
});
