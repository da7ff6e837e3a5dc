/**
 * Puts into each pre-rendered page the CSS rules its own HTML uses, and takes the full stylesheet
 * off the first paint: the page paints from the inlined rules as soon as its HTML has arrived.
 *
 * The rules are chosen by beasties, which matches every rule of the stylesheet against the page's
 * elements (pseudo-classes such as :hover and media queries kept), so everything in the page,
 * above the fold or below, is styled exactly as the full stylesheet styles it. The link stays
 * where React expects it, inside a <noscript>: without JavaScript the browser loads it from
 * there; with JavaScript the page's deferred start (defer-hydration.ts) swaps it back in when the
 * page starts and waits for it before hydrating, so the parts the code adds later (menus,
 * dialogs) are styled.
 */
import Beasties from "beasties";

import { pruneCustomProperties } from "./prune-custom-properties.ts";

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/?>/g;
const INLINED = /<style>([\s\S]*?)<\/style>/;
/**
 * Tailwind's fallback for browsers without `@property` (Safari before 16.4, Firefox before 128):
 * the initial values of its custom properties, about 190 bytes of every page's first round trip.
 * It stays in the full stylesheet, which the start loads at once, after the first paint, in a
 * browser without `@property`.
 */
const PROPERTIES_FALLBACK = /@layer properties\{@supports [^{]*\{[^{}]*\{[^{}]*\}\}\}/;

/** The element that holds a stylesheet's link until the page's code swaps it in. */
export function stylesheetHolder(href: string): string {
  return `<noscript data-stylesheet="${href}"><link rel="stylesheet" href="${href}"/></noscript>`;
}

export function createCriticalCss(client: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: client,
    publicPath: "/",
    // Only beasties' choice of rules is used below; its own loading strategies need inline
    // handlers or scripts that the CSP refuses.
    preload: "body",
    pruneSource: false,
    inlineThreshold: 0,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    // The Arabic pages' font (app.css) is part of their first paint: its @font-face comes with
    // the rules that use it. Its preload is written by the page itself (root.tsx).
    inlineFonts: true,
    preloadFonts: false,
    compress: true,
    logLevel: "warn",
    // beasties strips a leading functional pseudo-class with its whole argument before matching
    // (":where(.space-y-1>:not(:last-child))" becomes ""), so it would drop these rules even
    // where they apply; it cannot match ":lang()" either (the Arabic pages' font). They are few
    // and small, and always inlined.
    allowRules: [/^:(?:where|is|has)\(/, /:lang\(ar\)/],
  });
  return async (html) => {
    // A page without a stylesheet, or one already done, stays as it is.
    if (!STYLESHEET.test(html) || html.includes("<noscript data-stylesheet=")) return html;
    const chosen = INLINED.exec(await beasties.process(html))?.[1];
    if (chosen === undefined) throw new Error("critical CSS: beasties inlined nothing");
    const css = pruneCustomProperties(chosen, html).replace(PROPERTIES_FALLBACK, "");
    if (css.includes("</style")) throw new Error("critical CSS: the rules would close their tag");
    // The page's own markup is kept byte for byte (React hydrates it): only the links change.
    let first = true;
    return html.replace(STYLESHEET, (_, href: string) => {
      const inline = first ? `<style>${css}</style>` : "";
      first = false;
      return inline + stylesheetHolder(href);
    });
  };
}
