/**
 * Rewrites a pre-rendered page so that its JavaScript starts loading only after the page has
 * loaded (the `load` event) and painted, instead of competing with the HTML and main picture for a slow
 * connection. The page is complete and readable without it; hydration follows, once the full
 * stylesheet has loaded too.
 */

const PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const DEFERRED_MARK = 'addEventListener("load", afterPaint, { once: true });';

/**
 * Turns React Router's boot module (static imports, then the entry) into a deferred start. With
 * `dataUrl` (page-data.ts), the start also loads the page's hydration data, before the entry.
 */
export function deferHydration(html: string, dataUrl?: string): string {
  if (html.includes(DEFERRED_MARK)) return html;
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
  const script = [
    "const start = async () => {",
    ...(dataUrl ? [`const data = import(${JSON.stringify(dataUrl)});`] : []),
    // The full stylesheet (critical-css.ts) comes back where React expects its link, and is
    // loaded before the code that adds unstyled parts (menus, dialogs) runs.
    'const styles = [...document.querySelectorAll("noscript[data-stylesheet]")].map((holder) => new Promise((loaded) => {',
    'const link = document.createElement("link");',
    'link.rel = "stylesheet";',
    "link.href = holder.dataset.stylesheet;",
    "link.onload = link.onerror = loaded;",
    "holder.replaceWith(link);",
    "}));",
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes
      .map((route) => `import(${JSON.stringify(route.url)})`)
      .join(", ")}]);`,
    `window.__reactRouterRouteModules = ${registry};`,
    "await Promise.all(styles);",
    ...(dataUrl ? ["await data;"] : []),
    `await import(${JSON.stringify(entry)});`,
    "};",
    // After the load event, once the next frame has been painted: the page's pictures are on
    // screen before any script or the full stylesheet starts downloading. An intersection
    // observer reports at the next rendering update and the message runs after its paint;
    // neither is a timer, so a test that stops the page's clock still sees the page start.
    "const afterPaint = () => {",
    "const observer = new IntersectionObserver(() => {",
    "observer.disconnect();",
    "const channel = new MessageChannel();",
    "channel.port1.onmessage = () => start();",
    "channel.port2.postMessage(null);",
    "});",
    "observer.observe(document.documentElement);",
    "};",
    'if (document.readyState === "complete") afterPaint();',
    `else ${DEFERRED_MARK}`,
  ].join("\n");
  return html.replace(PRELOAD, "").replace(boot[0], `<script type="module">${script}</script>`);
}
