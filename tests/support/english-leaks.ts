/**
 * Finds English left on an Arabic page: every Latin word a reader or a screen reader meets (text,
 * the title, alternative texts, labels, the description) that is not one of the kinds an Arabic
 * trade page keeps in Latin letters.
 */
import { JSDOM } from "jsdom";

import { LATIN_CODES } from "../../app/content/latin-names";

/**
 * Latin words an Arabic page may show besides the Latin names (marked lang="la"): the brand,
 * units, the trade's codes and abbreviations, and the file type of a download
 * (app/content/latin-names.ts).
 */
export const ALLOWED_LATIN: ReadonlySet<string> = new Set(LATIN_CODES);

const ATTRIBUTES = ["alt", "aria-label", "title", "placeholder"];
const META = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:description"]',
];
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const URL_TEXT = /\bhttps?:\/\/\S+/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’-]*[A-Za-z]/g;

/** The Latin words on the page that an Arabic reader should not meet, in order, each once. */
export function englishLeaks(html: string): string[] {
  const { document } = new JSDOM(html).window;
  for (const element of document.querySelectorAll("script, style, template")) element.remove();
  // Text in another language on purpose, and marked so: scientific names (lang="la") and the
  // link to the English page.
  for (const element of document.querySelectorAll("body [lang]")) {
    const lang = element.getAttribute("lang") ?? "";
    if (!lang.startsWith("ar")) element.remove();
  }
  const texts = [
    document.title,
    ...textsOf(document.body),
    ...META.map((selector) => document.querySelector(selector)?.getAttribute("content") ?? ""),
    ...ATTRIBUTES.flatMap((name) =>
      [...document.body.querySelectorAll(`[${name}]`)].map(
        (element) => element.getAttribute(name) ?? "",
      ),
    ),
  ];
  const words = texts.join(" ").replace(EMAIL, " ").replace(URL_TEXT, " ").match(LATIN_WORD);
  return [...new Set(words ?? [])].filter((word) => !ALLOWED_LATIN.has(word));
}

/** Every text node's text, separately: adjacent elements' words must not run together. */
function textsOf(root: Element): string[] {
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: string[] = [];
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");
  return texts;
}
