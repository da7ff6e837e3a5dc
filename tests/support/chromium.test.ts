import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

import { describe, expect, test } from "vitest";

import { OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES, playwrightArgs } from "./chromium";

/** The features the installed Playwright turns off, read from its source. */
function playwrightsOwn(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
  const source = readFileSync(path.join(core, "lib/coreBundle.js"), "utf8");
  const list = /disabledFeatures = \[([\s\S]*?)\]\.filter\(Boolean\)/.exec(source)?.[1];
  if (!list) throw new Error("playwright-core no longer lists its disabledFeatures as before");
  return [...list.replace(/\/\/.*$/gm, "").matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

describe("the browser tests' Chromium", () => {
  test("repeats every feature Playwright turns off, in its one --disable-features", () => {
    const own = playwrightsOwn();
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...own].sort());
    const lists = playwrightArgs.filter((arg) => arg.startsWith("--disable-features="));
    expect(lists).toHaveLength(1);
    const off = lists[0]!.slice("--disable-features=".length).split(",");
    expect(off).toEqual(expect.arrayContaining([...own, ...OMNIBOX_POPUP_FEATURES]));
  });
});
