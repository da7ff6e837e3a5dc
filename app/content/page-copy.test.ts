import { describe, expect, test } from "vitest";

import { about } from "./about";
import { acknowledgementWords } from "./acknowledgement";
import { formPageWords } from "./form-page";
import { formWords } from "./forms";
import { contactPage } from "./contact";
import { home } from "./home";
import type { Localized } from "./localized";
import { parseContent, SEO_DESCRIPTION_MAX, SEO_DESCRIPTION_MIN, slideSchema } from "./schema";
import { slides } from "./slides";
import { EXTRA_INTERESTS } from "./quote-choices";
import { thankYouPage } from "./thank-you";
import { ui } from "./ui";

/** The translated copy of the pages and the interface, by file. */
const copy: Record<string, unknown> = {
  "home.ts": home,
  "about.ts": about,
  "contact.ts": contactPage,
  "slides.ts": slides,
  "thank-you.ts": thankYouPage,
  "ui.ts": ui,
  "forms.ts": formWords,
  "form-page.ts": formPageWords,
  "acknowledgement.ts": acknowledgementWords,
  "quote-choices.ts": EXTRA_INTERESTS,
};

/** Every Localized text inside a value, with its path. */
function texts(node: unknown, path: string): Array<[string, Localized]> {
  if (typeof node !== "object" || node === null) return [];
  if ("en" in node && "ar" in node) return [[path, node as Localized]];
  return Object.entries(node).flatMap(([key, item]) => texts(item, `${path}.${key}`));
}

const arabic = Object.entries(copy).flatMap(([file, value]) =>
  texts(value, file).map(([path, text]): [string, string] => [path, text.ar]),
);

/** Latin words an Arabic text may hold: the brand, "PDF", and "{name}" placeholders. */
const ALLOWED_LATIN = [/Puntland Seafood/g, /\bPDF\b/g, /\{\w+\}/g];

describe("the Arabic of the page copy and the interface", () => {
  test("is there for every text", () => {
    expect(arabic.length).toBeGreaterThan(100);
  });

  test("has no Latin word except the brand, PDF and placeholders", () => {
    const leaks = arabic.filter(([, text]) =>
      /[A-Za-z]/.test(ALLOWED_LATIN.reduce((rest, allowed) => rest.replace(allowed, ""), text)),
    );
    expect(leaks).toEqual([]);
  });

  test("writes Latin digits, as Gulf trade documents do", () => {
    expect(arabic.filter(([, text]) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text))).toEqual([]);
  });

  test("uses the Arabic comma, semicolon and question mark", () => {
    // A Latin comma is allowed only between digits, as a thousands separator.
    const latin = arabic.filter(([, text]) => /[?;]|,(?!\d)|(?<!\d),/.test(text));
    expect(latin).toEqual([]);
  });

  test("writes temperatures in degrees with the Arabic abbreviation (glossary)", () => {
    const temperatures = arabic.flatMap(([, text]) => text.match(/°\S*/g) ?? []);
    expect(temperatures.length).toBeGreaterThan(0);
    expect(new Set(temperatures)).toEqual(new Set(["°م"]));
  });
});

test("the Arabic keeps a number with its unit, and a range, on one line", () => {
  // A range's dash may end a line unless a word joiner follows it: 0–\u20602.
  const breakable = arabic.filter(([, text]) => /\d (°|صباحًا|مساءً)|\d–\d/.test(text));
  expect(breakable).toEqual([]);
});

describe("the search snippets of the translated pages", () => {
  const pages = { home, about, contact: contactPage, "thank-you": thankYouPage };

  test.each(Object.entries(pages))(
    "%s: the description fits search results in both languages",
    (_, page) => {
      for (const text of Object.values(page.seoDescription)) {
        expect(text.length, text).toBeGreaterThanOrEqual(SEO_DESCRIPTION_MIN);
        expect(text.length, text).toBeLessThanOrEqual(SEO_DESCRIPTION_MAX);
      }
    },
  );
});

test("a slide whose caption has no Arabic fails the build, naming the field", () => {
  const slide = { ...slides[0]!, caption: { en: "Bold Vision" } };
  expect(() => parseContent("app/content/slides.ts", slideSchema, [slide])).toThrow(
    'app/content/slides.ts: entry 1, field "caption.ar"',
  );
});
