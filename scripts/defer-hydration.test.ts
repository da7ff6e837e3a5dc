import { describe, expect, test } from "vitest";

import { deferHydration, nameStartModule, TRIGGER } from "./defer-hydration";

const page = `<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/about-C.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-A.js");</script></body>`;

const DATA = "/assets/pages/data-12345678.js";

describe("deferHydration", () => {
  test("drops the module preloads; the page keeps only the trigger, the same on every page", () => {
    const { html } = deferHydration(page, DATA);
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("/assets/entry.client-A.js");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain(`>${TRIGGER}</script>`);
    expect(TRIGGER).toContain('addEventListener("load",()=>{');
    expect(TRIGGER).toContain('o.observe({type:"paint",buffered:true});');
    expect(TRIGGER).toContain(
      's=()=>(d.documentElement.dataset.painted="",import(d.querySelector("script[data-start]").dataset.start));',
    );
    expect(html).not.toContain('async=""');
  });

  test("the start imports the same modules, side effects first, and the entry after the full stylesheet", () => {
    const { start } = deferHydration(page, DATA);
    expect(start).toContain('await import("/assets/manifest-1.js");');
    expect(start).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/pages/data-12345678.js"), import("/assets/root-B.js"), import("/assets/about-C.js")]);',
    );
    expect(start).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
    );
    // The full stylesheet comes back and has loaded before the entry hydrates the page.
    expect(start).toContain('document.querySelectorAll("noscript[data-stylesheet]")');
    expect(start.indexOf("await Promise.all(styles);")).toBeGreaterThan(-1);
    expect(start.indexOf("await Promise.all(styles);")).toBeLessThan(
      start.indexOf('await import("/assets/entry.client-A.js");'),
    );
  });

  test("names the start module in the trigger", () => {
    const { html } = deferHydration(page, DATA);
    expect(nameStartModule(html, "/assets/pages/page-12345678.js")).toContain(
      '<script type="module" data-start="/assets/pages/page-12345678.js">',
    );
    expect(() => nameStartModule(page, "/x.js")).toThrow(/no trigger/);
  });

  test("refuses a page whose boot script it does not recognise", () => {
    expect(() => deferHydration("<html></html>", DATA)).toThrow(/no React Router boot script/);
    expect(() =>
      deferHydration('<script type="module" async="">console.log(1)</script>', DATA),
    ).toThrow(/unexpected shape/);
  });
});
