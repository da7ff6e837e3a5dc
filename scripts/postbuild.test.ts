import { describe, expect, test } from "vitest";

import { allPaths } from "../app/content/catalog";
import { robotsTxt, sitemapXml } from "./postbuild";

describe("search-engine files", () => {
  test("the sitemap lists every page of both editions once, with the canonical origin", () => {
    const xml = sitemapXml(allPaths());
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // 42 English pages and the Arabic editions of the 35 a seafood buyer reads.
    expect(locs).toHaveLength(77);
    expect(new Set(locs).size).toBe(77);
    expect(locs).toContain("https://www.example.com/");
    expect(locs).toContain("https://www.example.com/products/shell-fish/rock-lobster");
    expect(locs).toContain("https://www.example.com/ar/products/shell-fish/rock-lobster");
  });

  test("robots.txt allows crawling and points at the sitemap", () => {
    expect(robotsTxt()).toBe(
      "User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n",
    );
  });
});
