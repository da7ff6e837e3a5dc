import { describe, expect, test } from "vitest";

import { basePath, hasArabicEdition, localeOfPath, pathIn } from "./locale";

describe("page paths in two languages", () => {
  test.each([
    ["/", "en"],
    ["/about", "en"],
    ["/arabic-sea", "en"],
    ["/ar", "ar"],
    ["/ar/", "ar"],
    ["/ar/products/fresh-fish/grouper", "ar"],
  ] as const)("%s is a page in %s", (path, locale) => {
    expect(localeOfPath(path)).toBe(locale);
  });

  test.each([
    ["/", "ar", "/ar"],
    ["/about", "ar", "/ar/about"],
    ["/ar/about", "ar", "/ar/about"],
    ["/ar/about", "en", "/about"],
    ["/ar", "en", "/"],
    ["/products/fresh-fish", "en", "/products/fresh-fish"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(pathIn(locale, path)).toBe(expected);
  });

  test("the English path of an Arabic page drops the prefix", () => {
    expect(basePath("/ar/services/cold-storage")).toBe("/services/cold-storage");
    expect(basePath("/ar")).toBe("/");
  });

  test.each([
    ["/", true],
    ["/ar/contact", true],
    ["/services/cold-storage", true],
    ["/offer", false],
    ["/services/business-offer", false],
    ["/areas/east-london", false],
    ["/inbox", false],
    ["/inbox/lead", false],
  ] as const)("%s has an Arabic edition: %s", (path, expected) => {
    expect(hasArabicEdition(path)).toBe(expected);
  });
});
