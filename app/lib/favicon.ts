/**
 * The browser tab's icon is written into every page's head (root.tsx) as a `data:` URL. An icon
 * named by its URL is one more request, which the browser makes just after the page's `load`
 * event, while a slow connection may still be bringing the page's pictures or the first frame
 * is still being drawn; in the page it costs about 150 bytes and no request (decision 021). The
 * artwork is the logo drawn for 16 to 32 pixels (assets/artwork/favicon.svg): its tile and fish,
 * without the eye and the wave, which are a pixel or less at that size. Browsers that do not
 * read SVG icons ask for /favicon.ico, which the build writes from the same artwork
 * (scripts/build-assets.ts); home screens take the web manifest's icons or
 * /apple-touch-icon.png.
 */

/**
 * An SVG as a `data:` URL. Only what a URL or an HTML attribute cannot carry as it is, is
 * escaped (`#` would start the URL's fragment, and a URL holds no raw space: the HTML checker
 * rejects one on every page); everything else stays readable and compresses with the page.
 */
export function svgDataUrl(svg: string): string {
  const text = svg.trim().replace(/\s+/g, " ");
  return `data:image/svg+xml,${text.replace(/[ "#%<>]/g, encodeURIComponent)}`;
}
