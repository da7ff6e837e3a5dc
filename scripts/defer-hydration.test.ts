import { describe, expect, test } from "vitest";

import { deferHydration } from "./defer-hydration";

const page = `<head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/root-B.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-B.js";
import * as route1 from "/assets/about-C.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};

import("/assets/entry.client-A.js");</script></body>`;

describe("deferHydration", () => {
  test("drops the module preloads and starts the same modules after the load event", () => {
    const html = deferHydration(page);
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('await import("/assets/manifest-1.js");');
    expect(html).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-B.js"), import("/assets/about-C.js")]);',
    );
    expect(html).toContain(
      'window.__reactRouterRouteModules = {"root":route0,"routes/about":route1};',
    );
    expect(html).toContain('await import("/assets/entry.client-A.js");');
    // The full stylesheet comes back and has loaded before the entry hydrates the page.
    expect(html).toContain('document.querySelectorAll("noscript[data-stylesheet]")');
    expect(html.indexOf("await Promise.all(styles);")).toBeGreaterThan(-1);
    expect(html.indexOf("await Promise.all(styles);")).toBeLessThan(
      html.indexOf('await import("/assets/entry.client-A.js");'),
    );
    expect(html).toContain('addEventListener("load", afterPaint, { once: true });');
    expect(html).toContain("const observer = new IntersectionObserver(() => {");
    expect(html).toContain("channel.port1.onmessage = () => start();");
    expect(html).not.toContain('async=""');
  });

  test("leaves a page it has already rewritten as it is", () => {
    const once = deferHydration(page);
    expect(deferHydration(once)).toBe(once);
  });

  test("refuses a page whose boot script it does not recognise", () => {
    expect(() => deferHydration("<html></html>")).toThrow(/no React Router boot script/);
    expect(() => deferHydration('<script type="module" async="">console.log(1)</script>')).toThrow(
      /unexpected shape/,
    );
  });
});
