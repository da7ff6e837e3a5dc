import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { svgDataUrl } from "./favicon";

const artwork = readFileSync(
  path.resolve(import.meta.dirname, "../../assets/artwork/favicon.svg"),
  "utf8",
);

describe("the favicon", () => {
  it("gives back the artwork, whole, when decoded", () => {
    const url = svgDataUrl(artwork);
    expect(url.startsWith("data:image/svg+xml,%3Csvg%20")).toBe(true);
    expect(decodeURIComponent(url.slice("data:image/svg+xml,".length))).toBe(artwork.trim());
  });

  it("escapes what would end the URL or its attribute, and nothing else", () => {
    expect(svgDataUrl('<svg fill="#fff">\n  <g/> 100%</svg>\n')).toBe(
      "data:image/svg+xml,%3Csvg%20fill=%22%23fff%22%3E%20%3Cg/%3E%20100%25%3C/svg%3E",
    );
  });

  it("holds no character a URL may not carry as it is (the HTML checker's rule)", () => {
    expect(svgDataUrl(artwork)).toMatch(/^[\w!$&'()*+,\-./:;=?@~%]+$/);
  });
});
