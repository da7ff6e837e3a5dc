/**
 * Rewrites a pre-rendered page so that its JavaScript starts loading only after the page has
 * loaded (the `load` event) and its first contentful paint is on screen, instead of competing
 * with the HTML and main picture for a slow connection. The page is complete and readable
 * without it.
 *
 * The page keeps one small inline script, the same on every page (one CSP hash): after the paint
 * it imports the page's start module, named in its `data-start` attribute. That module
 * (page-data.ts writes it) waits for the visitor (decision 035), then loads the full stylesheet,
 * the page's data (a module of its own), its code, and hydrates: the HTML carries none of them.
 */

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const START_MODULE = "__START_MODULE__";

/**
 * After the load event, once the first contentful paint is on screen, the page is marked
 * `data-painted` (the pictures that load lazily wait for it: app.css, decision 022) and its
 * start module is imported: the page's text and main picture are shown before any other
 * picture, script or the full stylesheet starts downloading, on a fast connection as on a slow
 * one. The paint's timing entry is delivered only when that frame has been presented, so
 * nothing of the start can race the first paint. A page loaded out of sight (a background tab)
 * starts when it is shown; a browser without paint timing starts after the load event. None of these is a timer, so a test that
 * stops the page's clock still sees the page start. (An inline module script runs before the
 * load event, always.)
 */
export const TRIGGER = [
  // Written short, without spaces: it is part of every page's first round trip. s: the start;
  // o: the observer.
  'const d=document,s=()=>(d.documentElement.dataset.painted="",import(d.querySelector("script[data-start]").dataset.start));',
  'addEventListener("load",()=>{',
  'if(!PerformanceObserver.supportedEntryTypes?.includes("paint"))return s();',
  'const o=new PerformanceObserver(l=>{if(l.getEntriesByName("first-contentful-paint")[0]){o.disconnect();s()}});',
  'o.observe({type:"paint",buffered:true});',
  'if(d.visibilityState=="hidden")d.addEventListener("visibilitychange",s,{once:true});',
  "},{once:true});",
].join("\n");

/**
 * The part of the start that waits (decision 035). A page of text needs no code to be read,
 * scrolled or followed by its links, and its forms post without it: its code is loaded, run and
 * hydrated when the visitor reaches for the page (a pointer moves or presses, a key, a touch,
 * focus, a click), not while it is being read. A page that needs its code at once carries
 * `data-start-at-once` (the inbox, which asks for its session as soon as it is shown). The
 * paint's time is kept on `<html data-painted-at>` (an attribute no CSS reads, so setting it
 * restyles nothing): the mark that the start is waiting.
 */
export const WAIT_FOR_THE_VISITOR = [
  "const root = document.documentElement;",
  "root.dataset.paintedAt = String(Math.round(performance.now()));",
  // A click on a button before the code has run does nothing by itself: the first is kept and
  // made again once the page is interactive. A link or a form's submit works without the code.
  "let clicked;",
  'const keep = (event) => { const button = event.target.closest?.("button"); if (button?.type === "button") clicked ??= button; };',
  'addEventListener("click", keep, true);',
  "await new Promise((start) => {",
  'const intents = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "click"];',
  "const go = () => { for (const type of intents) removeEventListener(type, go, true); start(); };",
  "for (const type of intents) addEventListener(type, go, { capture: true, passive: true });",
  'if (document.querySelector("[data-start-at-once]")) go();',
  "});",
].join("\n");

/** Once the page is interactive (`<html data-hydrated>`), the click kept before it is made again. */
export const REPLAY_THE_CLICK = [
  'removeEventListener("click", keep, true);',
  "if (clicked) {",
  "if (!root.dataset.hydrated) await new Promise((hydrated) => new MutationObserver((_, observer) => {",
  "if (root.dataset.hydrated) { observer.disconnect(); hydrated(); }",
  '}).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] }));',
  "if (clicked.isConnected) clicked.click();",
  "}",
].join("\n");

/**
 * Turns React Router's boot module (static imports, then the entry) into the page's start: the
 * returned `start` is the module's code, and the page's boot script becomes the trigger, whose
 * `data-start` is filled in by `nameStartModule` once the module's name is known.
 */
export function deferHydration(html: string, dataUrl: string): { html: string; start: string } {
  const boot = BOOT.exec(html);
  if (!boot) throw new Error("deferHydration: no React Router boot script found");
  const source = boot[1]!;
  const sideEffects = [...source.matchAll(/^import "([^"]+)";$/gm)].map((match) => match[1]!);
  const routes = [...source.matchAll(/^import \* as (\w+) from "([^"]+)";$/gm)].map((match) => ({
    name: match[1]!,
    url: match[2]!,
  }));
  const registry = /window\.__reactRouterRouteModules = (\{[^;]*\});/.exec(source)?.[1];
  const entry = /import\("([^"]+)"\);/.exec(source)?.[1];
  if (!registry || !entry || routes.length === 0) {
    throw new Error("deferHydration: the boot script has an unexpected shape");
  }
  const start = [
    // The full stylesheet (critical-css.ts) comes back where React expects its link, and is
    // loaded before the code that adds unstyled parts (menus, dialogs) runs. The inlined rules
    // style the whole page as it does, so it waits with the code; only a browser without
    // `@property` (Safari before 16.4, Firefox before 128) needs its fallbacks at once.
    'const loadStyles = () => [...document.querySelectorAll("noscript[data-stylesheet]")].map((holder) => new Promise((loaded) => {',
    'const link = document.createElement("link");',
    'link.rel = "stylesheet";',
    "link.href = holder.dataset.stylesheet;",
    "link.onload = link.onerror = loaded;",
    "holder.replaceWith(link);",
    "}));",
    'const early = "registerProperty" in CSS ? [] : loadStyles();',
    WAIT_FOR_THE_VISITOR,
    "const styles = [...early, ...loadStyles()];",
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    // The page's data (page-data.ts) runs only now, beside its route modules' loading.
    `const [, ${routes.map((route) => route.name).join(", ")}] = await Promise.all([${[
      dataUrl,
      ...routes.map((route) => route.url),
    ]
      .map((url) => `import(${JSON.stringify(url)})`)
      .join(", ")}]);`,
    `window.__reactRouterRouteModules = ${registry};`,
    "await Promise.all(styles);",
    `await import(${JSON.stringify(entry)});`,
    REPLAY_THE_CLICK,
  ].join("\n");
  const trigger = `<script type="module" data-start="${START_MODULE}">${TRIGGER}</script>`;
  return { html: html.replace(PRELOAD, "").replace(boot[0], trigger), start };
}

/** Names the page's start module in its trigger. */
export function nameStartModule(html: string, url: string): string {
  if (!html.includes(START_MODULE)) throw new Error("nameStartModule: the page has no trigger");
  return html.replace(`data-start="${START_MODULE}"`, `data-start="${url}"`);
}
