import { describe, expect, test } from "vitest";

import { HASHED_ASSET } from "../server/http/policy";
import { TRIGGER, WAIT_FOR_THE_VISITOR } from "./defer-hydration";
import { moveHydrationDataOut, movePageStartOut } from "./page-data";

const scroll =
  '((storageKey2, restoreKey) => {\n\t\twindow.scrollTo(0, 1);\n\t})("react-router-scroll-positions", null)';
const context =
  'window.__reactRouterContext = {"basename":"/"};window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());';
const enqueue = 'window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2}]\\n");';
const close = "window.__reactRouterContext.streamController.close();";
const page = `<html><head></head><body><h1>Hi</h1><script>addEventListener("submit",()=>{})</script><script>${scroll}</script><script>${context}</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-B.js";
  window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-A.js");</script><script>${enqueue}</script><script>${close}</script></body></html>`;

describe("moveHydrationDataOut", () => {
  test("takes scroll restoration, the context and the data stream out, in the order they run", () => {
    const { html, source } = moveHydrationDataOut(page);
    expect(source).toBe(`${scroll};\n${context};\n${enqueue};\n${close};`);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("react-router-scroll-positions");
    // Their elements stay, empty, for React to hydrate; an empty script runs nothing.
    expect(html.match(/<script><\/script>/g)).toHaveLength(4);
    // Other inline scripts stay where they are.
    expect(html).toContain('<script>addEventListener("submit",()=>{})</script>');
    expect(html).toContain("<h1>Hi</h1>");
  });

  test("refuses a page without React Router's context or with a stream never closed", () => {
    expect(() => moveHydrationDataOut("<html></html>")).toThrow(/no React Router context/);
    expect(() => moveHydrationDataOut(page.replace(close, ""))).toThrow(/never closed/);
  });
});

describe("movePageStartOut", () => {
  test("the start waits for the visitor, then runs the page's data with its route modules' loading, then hydrates", () => {
    const { html, start, data } = movePageStartOut(page);
    expect(data.source).toContain(close);
    expect(start.source).not.toContain("__reactRouterContext =");
    const waits = start.source.indexOf(WAIT_FOR_THE_VISITOR);
    const runsData = start.source.indexOf(`import(${JSON.stringify(data.url)})`);
    const hydrates = start.source.indexOf('await import("/assets/entry.client-A.js");');
    expect(waits).toBeGreaterThan(-1);
    expect(runsData).toBeGreaterThan(waits);
    expect(hydrates).toBeGreaterThan(runsData);
    expect(html).toContain(`<script type="module" data-start="${start.url}">${TRIGGER}</script>`);
    expect(html).not.toContain("/assets/entry.client-A.js");
  });

  test("names both modules by their content, as a hashed asset is named and cached", () => {
    const { start, data } = movePageStartOut(page);
    expect(start.url).toMatch(/^\/assets\/pages\/page-[\w-]{8}\.js$/);
    expect(data.url).toMatch(/^\/assets\/pages\/data-[\w-]{8}\.js$/);
    expect(HASHED_ASSET.test(start.url)).toBe(true);
    expect(HASHED_ASSET.test(data.url)).toBe(true);
    expect(movePageStartOut(page).start.url).toBe(start.url);
    // Other data: another data module, and a start that names it.
    const other = movePageStartOut(page.replace('\\"_1\\":2', '\\"_1\\":3'));
    expect(other.data.url).not.toBe(data.url);
    expect(other.start.url).not.toBe(start.url);
  });
});
