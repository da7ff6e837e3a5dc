import { describe, expect, test } from "vitest";

import { HASHED_ASSET } from "../server/http/policy";
import { deferHydration } from "./defer-hydration";
import { movePageDataOut } from "./page-data";

const context =
  'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const enqueue = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");';
const close = "window.__reactRouterContext.streamController.close();";
const page = `<html><head></head><body><h1>Hi</h1><script>addEventListener("submit",()=>{})</script><script>${context}</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-B.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A.js");</script><script>${enqueue}</script><script>${close}</script></body></html>`;

describe("movePageDataOut", () => {
  test("takes the context and the data stream out of the page, in the order they run", () => {
    const { html, data } = movePageDataOut(page);
    expect(data.source).toBe(`${context}\n${enqueue}\n${close}\n`);
    expect(html).not.toContain("__reactRouterContext");
    // Their elements stay, empty, for React to hydrate; an empty script runs nothing.
    expect(html.match(/<script><\/script>/g)).toHaveLength(3);
    // Other inline scripts stay where they are.
    expect(html).toContain('<script>addEventListener("submit",()=>{})</script>');
    expect(html).toContain("<h1>Hi</h1>");
  });

  test("names the file by its content, as a hashed asset is named and cached", () => {
    const { data } = movePageDataOut(page);
    expect(data.url).toMatch(/^\/assets\/page-data\/data-[\w-]{8}\.js$/);
    expect(HASHED_ASSET.test(data.url)).toBe(true);
    expect(movePageDataOut(page).data.url).toBe(data.url);
    expect(movePageDataOut(page.replace('\\"_1\\":2', '\\"_1\\":3')).data.url).not.toBe(data.url);
  });

  test("the deferred start loads the data before the entry hydrates", () => {
    const { html, data } = movePageDataOut(page);
    const started = deferHydration(html, data.url);
    const loads = started.indexOf(`const data = import("${data.url}");`);
    expect(loads).toBeGreaterThan(-1);
    expect(started.indexOf("await data;")).toBeGreaterThan(loads);
    expect(started.indexOf("await data;")).toBeLessThan(
      started.indexOf('await import("/assets/entry.client-A.js");'),
    );
  });

  test("refuses a page without React Router's context or with a stream never closed", () => {
    expect(() => movePageDataOut("<html></html>")).toThrow(/no React Router context/);
    expect(() => movePageDataOut(page.replace(close, ""))).toThrow(/never closed/);
  });
});
