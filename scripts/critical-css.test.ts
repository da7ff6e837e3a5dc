import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, test } from "vitest";

import { createCriticalCss, stylesheetHolder } from "./critical-css";

const CSS = [
  ".used{color:red}",
  ".unused{color:blue}",
  ".button:hover{color:green}",
  "@media (width>=64rem){.used{color:navy}.unused{color:teal}}",
  "[hidden]{display:none}",
  ":where(.stack>:not(:last-child)){margin-bottom:4px}",
].join("");

const page = (head: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>${head}</head><body><p class="used">Hi<!-- --> there</p><button class="button" hidden="">Go</button><script>window.x = 1;</script></body></html>`;

describe("critical CSS", () => {
  let inline: (html: string) => Promise<string>;

  beforeAll(async () => {
    const client = await mkdtemp(path.join(tmpdir(), "seafood-css-"));
    await mkdir(path.join(client, "assets"));
    await writeFile(path.join(client, "assets/root-1a2b3c4d.css"), CSS);
    inline = createCriticalCss(client);
  });

  test("inlines the rules the page uses, hover and media rules included, and no others", async () => {
    const html = await inline(page('<link rel="stylesheet" href="/assets/root-1a2b3c4d.css"/>'));
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(css).toContain(".used{color:red}");
    expect(css).toContain(".button:hover{color:green}");
    expect(css).toMatch(/@media \(width>=64rem\)\{\.used\{color:navy\}\}/);
    expect(css).toContain("[hidden]{display:none}");
    expect(css).toContain(":where(.stack>:not(:last-child)){margin-bottom:4px}");
    expect(css).not.toContain(".unused");
  });

  test("leaves out Tailwind's fallback for browsers without @property, which the full stylesheet keeps", async () => {
    const client = await mkdtemp(path.join(tmpdir(), "seafood-css-"));
    await mkdir(path.join(client, "assets"));
    const fallback =
      "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after{--tw-border-style:solid}}}";
    await writeFile(
      path.join(client, "assets/root-5e6f7a8b.css"),
      `${fallback}.used{border-style:var(--tw-border-style)}`,
    );
    const html = await createCriticalCss(client)(
      page('<link rel="stylesheet" href="/assets/root-5e6f7a8b.css"/>'),
    );
    const css = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    expect(css).toContain(".used{border-style:var(--tw-border-style)}");
    expect(css).not.toContain("@layer properties");
  });

  test("keeps the stylesheet's link in place inside a noscript, and the rest of the page byte for byte", async () => {
    const html = await inline(page('<link rel="stylesheet" href="/assets/root-1a2b3c4d.css"/>'));
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*>(?!<\/noscript>)/);
    const holder = stylesheetHolder("/assets/root-1a2b3c4d.css");
    expect(holder).toBe(
      '<noscript data-stylesheet="/assets/root-1a2b3c4d.css"><link rel="stylesheet" href="/assets/root-1a2b3c4d.css"/></noscript>',
    );
    const style = /<style>[\s\S]*?<\/style>/.exec(html)![0];
    expect(html.replace(style + holder, "")).toBe(page(""));
  });

  test("leaves a page without a stylesheet, or one already done, as it is", async () => {
    expect(await inline(page(""))).toBe(page(""));
    const once = await inline(page('<link rel="stylesheet" href="/assets/root-1a2b3c4d.css"/>'));
    expect(await inline(once)).toBe(once);
  });
});
