// @ts-check
/**
 * The one source of truth for how the site is served: security headers, caching and routing
 * rules. Used by the Node server (server/app.js) and by scripts/deploy-config.ts, which writes
 * the same rules for static hosts (_headers, _redirects) and nginx.
 */

export const ALLOWED_METHODS = ["GET", "HEAD"];
/** Longer request targets are refused (414) before any work is done. */
export const MAX_URL_LENGTH = 8192;

/** Vite's content-hashed build files: safe to cache for a year. */
export const HASHED_ASSET = /^\/assets\/.+-[\w-]{8}\.(?:js|css)$/;
const DAY_CACHED = /\.(?:pdf|png|jpe?g|webp|avif|svg|ico|webmanifest|xml|txt)$/;

/** Files of the build that are configuration for static hosts, never content. */
export const PRIVATE_FILES = new Set(["/_headers", "/_redirects", "/site-policy.json"]);

/** @param {string} pathname */
export function cacheControl(pathname) {
  if (HASHED_ASSET.test(pathname)) return "public, max-age=31536000, immutable";
  if (DAY_CACHED.test(pathname)) return "public, max-age=86400";
  return "no-cache";
}

/** @param {string} pathname */
export function hasExtension(pathname) {
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return last.includes(".");
}

/**
 * @typedef {{ connectSrc: string[]; frameSrc: string[]; pages: Record<string, string[]> }} SitePolicy
 * connectSrc: origins the forms post to; frameSrc: the map; pages: page path → inline script hashes.
 */

/**
 * Content-Security-Policy for one response. Scripts: only the site's own files and the exact
 * inline scripts of the page being served (by hash). Styles allow inline attributes, which
 * the dialog and toast libraries set at run time.
 * @param {SitePolicy} policy
 * @param {string[]} scriptHashes
 */
export function contentSecurityPolicy(policy, scriptHashes = []) {
  const hashes = scriptHashes.map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...policy.connectSrc].join(" "),
    ["frame-src", ...policy.frameSrc].join(" "),
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers on every response. @param {string} csp */
export function securityHeaders(csp) {
  return {
    "Content-Security-Policy": csp,
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    "X-Frame-Options": "DENY",
  };
}

/**
 * The page a request path stands for: "/about/" and "/about/index.html" are "/about".
 * @param {string} pathname
 */
export function pageKey(pathname) {
  const bare = pathname.replace(/\/index\.html$/, "/").replace(/\/+$/, "");
  return bare === "" ? "/" : bare;
}
