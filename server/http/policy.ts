/**
 * The one source of truth for how the site is served: security headers, caching and routing
 * rules. Used by the Node server (server/http/) and by scripts/deploy-config.ts, which writes
 * the same rules for static hosts (_headers, _redirects) and nginx.
 */

export const ALLOWED_METHODS = ["GET", "HEAD"];
/** Longer request targets are refused (414) before any work is done. */
export const MAX_URL_LENGTH = 8192;

/** Vite's content-hashed build files: safe to cache for a year. */
export const HASHED_ASSET = /^\/assets\/.+-[\w-]{8}\.(?:js|css|woff2)$/;
/** Pictures, documents and the files search engines read: cached for a day. */
export const DAY_CACHED = /\.(?:pdf|png|jpe?g|webp|avif|svg|ico|webmanifest|xml|txt)$/;
/** The owner's inbox and its data are personal: never stored by a browser or a proxy. */
export const PRIVATE_PAGE = /^\/inbox(?:\/|\.data$|$)/;

/** Files of the build that are configuration for static hosts, never content. */
export const PRIVATE_FILES = new Set(["/_headers", "/_redirects", "/site-policy.json"]);

/**
 * Whether a request path names one of the private files, however it is spelled: with trailing
 * slashes ("/_headers/") or as a folder's index ("/_headers/index.html").
 */
export function isPrivateFile(pathname: string): boolean {
  return PRIVATE_FILES.has(pathname.replace(/\/index\.html$/, "").replace(/\/+$/, ""));
}

export function cacheControl(pathname: string): string {
  if (HASHED_ASSET.test(pathname)) return "public, max-age=31536000, immutable";
  if (PRIVATE_PAGE.test(pathname)) return "no-store";
  if (DAY_CACHED.test(pathname)) return "public, max-age=86400";
  return "no-cache";
}

export function hasExtension(pathname: string): boolean {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return last.includes(".");
}

export interface SitePolicy {
  /** Origins the forms post to besides the site itself (an external relay, when one is set). */
  connectSrc: string[];
  /** Origins of embedded frames (the map). */
  frameSrc: string[];
  /** Page path → sha256 hashes of its inline scripts. */
  pages: Record<string, string[]>;
}

/**
 * Content-Security-Policy for one response. Scripts: only the site's own files and the exact
 * inline scripts of the page being served (by hash). Styles allow inline attributes, which
 * the dialog and toast libraries set at run time. Fonts and the manifest fall back to
 * default-src 'self' (no directive of their own: the largest pages fit the first round trip
 * with few bytes to spare).
 */
export function contentSecurityPolicy(policy: SitePolicy, scriptHashes: string[] = []): string {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...policy.connectSrc].join(" "),
    ["frame-src", ...policy.frameSrc].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...policy.connectSrc].join(" "),
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Headers on every response to `pathname`. Only the inbox's answers cut the link to a window
 * that opened them (Cross-Origin-Opener-Policy): they hold personal data. A public page does
 * not, and the header would cost every visit a browsing context group and a renderer of its own
 * (decision 036).
 */
export function securityHeaders(csp: string, pathname: string): Record<string, string> {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    ...(PRIVATE_PAGE.test(pathname) ? { "Cross-Origin-Opener-Policy": "same-origin" } : {}),
    // No X-Frame-Options: the CSP's frame-ancestors 'none' says the same to every browser that
    // runs this site, and each header byte counts against a page's first round trip.
  };
}

/** Security headers as name/value pairs, in the order they are sent. */
export type SecurityHeaders = Array<[string, string]>;

/**
 * The security headers of every path, computed once: a page's carry its own CSP (the hashes of
 * its inline scripts), every other path the site's default.
 */
export function securityHeadersByPath(
  policy: SitePolicy,
): (pathname: string | null) => SecurityHeaders {
  const csp = contentSecurityPolicy(policy);
  const fallback = Object.entries(securityHeaders(csp, "/"));
  const privateFallback = Object.entries(securityHeaders(csp, "/inbox"));
  const pages = new Map(
    Object.entries(policy.pages).map(([page, hashes]) => [
      page,
      Object.entries(securityHeaders(contentSecurityPolicy(policy, hashes), page)),
    ]),
  );
  return (pathname) => {
    if (pathname === null) return fallback;
    const other = PRIVATE_PAGE.test(pathname) ? privateFallback : fallback;
    return hasExtension(pathname) && !pathname.endsWith("/index.html")
      ? other
      : (pages.get(pageKey(pathname)) ?? other);
  };
}

/** The page a request path stands for: "/about/" and "/about/index.html" are "/about". */
export function pageKey(pathname: string): string {
  const bare = pathname.replace(/\/index\.html$/, "/").replace(/\/+$/, "");
  return bare === "" ? "/" : bare;
}
