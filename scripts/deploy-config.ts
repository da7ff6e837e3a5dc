/**
 * Derives the serving rules of server/http/policy.ts for everything that serves the build:
 * build/site-policy.json (the Node server), build/client/_headers and _redirects (Netlify,
 * Cloudflare Pages), build/nginx.conf (the whole site as an nginx server block: the static files,
 * and the routes only the Node server can answer proxied to it; __ROOT__, __PORT__ and __UPSTREAM__
 * are placeholders) and build/Caddyfile (the same site as one Caddy site block; __SITE__, __ROOT__
 * and __UPSTREAM__).
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

import { site } from "../app/content/site.ts";
import { MAX_BODY_BYTES } from "../server/http/body.ts";
import {
  ALLOWED_METHODS,
  cacheControl,
  contentSecurityPolicy,
  DAY_CACHED,
  HASHED_ASSET,
  MAX_URL_LENGTH,
  PRIVATE_FILES,
  PRIVATE_PAGE,
  securityHeaders,
  type SitePolicy,
} from "../server/http/policy.ts";

const buildDir = path.resolve(import.meta.dirname, "../build");
const client = path.join(buildDir, "client");

/**
 * nginx lets a body through to the Node server up to twice the server's own limit, so the
 * server answers an oversized form itself (JSON for the site's code, a page for a form); only
 * beyond this does nginx refuse it itself.
 */
const PROXY_MAX_BODY_BYTES = 2 * MAX_BODY_BYTES;

/** What the proxy answers itself, in nginx and Caddy alike. */
const SERVER_UNAVAILABLE =
  "The site's server is not answering just now. Please try again in a minute.";
const TOO_LARGE = "The form is too large to send.";
/** Seconds a client is asked to wait while the Node server is not answering. */
const UNAVAILABLE_RETRY_SECONDS = 30;

/** sha256 hashes (CSP source form) of a page's inline, executable scripts. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    if (body.length === 0) continue;
    hashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...new Set(hashes)];
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const url = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(dir, entry.name), url)));
    else if (!/\.(br|gz)$/.test(entry.name)) files.push(url);
  }
  return files;
}

function pagePath(file: string): string | null {
  if (!file.endsWith("/index.html")) return null;
  return file === "/index.html" ? "/" : file.slice(0, -"/index.html".length);
}

function headerBlock(paths: string[], headers: Record<string, string>): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return paths.map((route) => [route, ...lines].join("\n")).join("\n");
}

function nginxHeaders(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
    .join("\n");
}

/** A page's CSP for both proxies: its path, "/about/" or "/about/index.html" too, as a regex. */
function pageCspPattern(page: string): string {
  const stem = page === "/" ? "" : page.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return `^${stem}/*(index\\.html)?$`;
}

/**
 * Hands a request to the Node server as it came, saying who sent it and over what (the server
 * believes this only from an address in TRUST_PROXY). Host is the browser's own, port included,
 * because the inbox compares it with Origin. No add_header here: the server's answers carry
 * their own headers, and nginx must not repeat them.
 */
function nginxProxy(indent: string): string {
  return [
    "proxy_pass http://__UPSTREAM__;",
    "proxy_set_header Host $http_host;",
    "proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;",
    "proxy_set_header X-Forwarded-Proto $scheme;",
    "error_page 502 504 = @server_unavailable;",
  ]
    .map((line) => `${indent}${line}`)
    .join("\n");
}

export async function writeDeployConfig(): Promise<SitePolicy> {
  const files = await listFiles(client);
  const pages: Record<string, string[]> = {};
  for (const file of files) {
    const page = pagePath(file);
    if (page) pages[page] = inlineScriptHashes(await readFile(path.join(client, file), "utf8"));
  }
  const policy: SitePolicy = {
    // The forms post to the site itself unless an external relay is set at build time.
    connectSrc: URL.canParse(site.leadEndpoint) ? [new URL(site.leadEndpoint).origin] : [],
    frameSrc: [new URL(site.map.embedUrl).origin],
    pages,
  };
  await writeFile(path.join(buildDir, "site-policy.json"), JSON.stringify(policy, null, 2));

  const defaultCsp = contentSecurityPolicy(policy);
  const headers = (csp: string, pathname: string) => ({
    ...securityHeaders(csp, pathname),
    "Cache-Control": cacheControl(pathname),
  });

  // _headers: one rule per path and no overlapping rules, because hosts merge overlapping ones.
  const blocks: string[] = [headerBlock(["/generated/*"], headers(defaultCsp, "/generated/x.png"))];
  for (const file of files) {
    if (file.startsWith("/generated/") || file === "/_headers" || file === "/_redirects") continue;
    const page = pagePath(file);
    if (page) {
      const csp = contentSecurityPolicy(policy, pages[page]);
      const variants = page === "/" ? ["/", "/index.html"] : [page, `${page}/`];
      blocks.push(headerBlock(variants, headers(csp, page)));
    } else {
      blocks.push(headerBlock([file], headers(defaultCsp, file)));
    }
  }
  await writeFile(path.join(client, "_headers"), `${blocks.join("\n")}\n`);

  // _redirects: missing build files answer 404; any other path goes home.
  await writeFile(
    path.join(client, "_redirects"),
    ["/assets/*  /404.html  404", "/generated/*  /404.html  404", "/*  /  302", ""].join("\n"),
  );
  await writeFile(
    path.join(client, "404.html"),
    `<!doctype html><html lang="en-GB"><meta charset="utf-8"><title>Not found | ${site.name}</title><p>Not found. <a href="/">Go to the ${site.name} home page</a>.</p></html>\n`,
  );

  // Regex keys: the page is "/about", "/about/" or (after try_files) "/about//index.html".
  const pageCspMap = Object.entries(pages)
    .map(
      ([page, hashes]) =>
        `  "~${pageCspPattern(page)}" "${contentSecurityPolicy(policy, hashes)}";`,
    )
    .join("\n");
  const common = (indent: string, cache: string, pathname = "/") =>
    `${nginxHeaders({ ...securityHeaders("$page_csp", pathname), "Cache-Control": cache }, indent)}`;
  const methods = ALLOWED_METHODS.join("|");
  const nginx = `# Generated by scripts/deploy-config.ts from server/http/policy.ts. Include inside the http block.
# Replace __ROOT__ (the build/client folder), __PORT__ (what nginx listens on: "443 ssl" with
# ssl_certificate and ssl_certificate_key in the http block) and __UPSTREAM__ (host:port of the
# Node server, started with TRUST_PROXY set to nginx's address).
map_hash_bucket_size 256;
map $uri $page_csp {
  default "${defaultCsp}";
${pageCspMap}
}
# The static files answer ${ALLOWED_METHODS.join(" and ")} only; the Node server answers every method under /api/ itself.
map "$request_method $uri" $method_refused {
  "~^(${methods}) " 0;
  "~^[A-Z]+ /api/" 0;
  default 1;
}

server {
  listen __PORT__;
  root __ROOT__;
  server_tokens off;
  charset utf-8;
  gzip_static on;
  gzip_vary on;
  large_client_header_buffers 4 ${MAX_URL_LENGTH};

  if ($method_refused) { return 405; }
  error_page 405 = @method_not_allowed;
  location @method_not_allowed {
${common("    ", "no-store")}
    add_header Allow "${ALLOWED_METHODS.join(", ")}" always;
    return 405;
  }

  # The lead endpoint (fetch and native form posts) and the inbox API.
  location ^~ /api/ {
    client_max_body_size ${PROXY_MAX_BODY_BYTES};
    error_page 413 = @too_large;
${nginxProxy("    ")}
  }
  location = /healthz {
${nginxProxy("    ")}
  }
  # The thank-you pages: the Node server writes the reference of a form sent without JavaScript in.
  location ~ ^(/ar)?/thank-you/?$ {
${nginxProxy("    ")}
  }
  location @server_unavailable {
${common("    ", "no-store")}
    add_header Retry-After "${UNAVAILABLE_RETRY_SECONDS}" always;
    default_type text/plain;
    return 503 "${SERVER_UNAVAILABLE}\\n";
  }
  location @too_large {
${common("    ", "no-store")}
    default_type text/plain;
    return 413 "${TOO_LARGE}\\n";
  }
  location ~ ^/(_headers|_redirects)$ { return 404; }
  location ~ "${HASHED_ASSET.source.replaceAll("\\/", "/").replace("(?:", "(")}" {
${common("    ", cacheControl("/assets/app-abcdefgh.js"))}
    try_files $uri =404;
  }
  location ~* \\.(pdf|png|jpe?g|webp|avif|svg|ico|webmanifest|xml|txt)$ {
${common("    ", cacheControl("/x.png"))}
    try_files $uri =404;
  }
  location ~ \\.[^/]+$ {
${common("    ", "no-cache")}
    try_files $uri =404;
  }
  location /inbox {
${common("    ", cacheControl("/inbox"), "/inbox")}
    try_files $uri $uri/index.html @home;
  }
  location / {
${common("    ", "no-cache")}
    try_files $uri $uri/index.html @home;
  }
  location @home {
${common("    ", "no-store")}
    return 302 /;
  }
}
`;
  await writeFile(path.join(buildDir, "nginx.conf"), nginx);
  await writeFile(path.join(buildDir, "Caddyfile"), caddyfile(policy));
  return policy;
}

/** A regex of server/http/policy.ts as Caddy (Go's RE2) reads it, in a raw (backquoted) token. */
function caddyRegex(pattern: RegExp): string {
  return `\`${pattern.source.replaceAll("\\/", "/")}\``;
}

/**
 * Caddy's header directive: the site's headers for `pathname` (the page's CSP by {page_csp}) and
 * this caching.
 */
function caddyHeaders(
  cache: string,
  indent: string,
  extra: Record<string, string> = {},
  pathname = "/",
): string {
  const headers = { ...securityHeaders("{page_csp}", pathname), "Cache-Control": cache, ...extra };
  return [
    `${indent}header {`,
    ...Object.entries(headers).map(([name, value]) => `${indent}\t${name} "${value}"`),
    `${indent}}`,
  ].join("\n");
}

/** The build's files, precompressed copies first (Debian's Caddy, unlike its nginx, serves brotli). */
function caddyFiles(indent: string): string {
  return `${indent}file_server {\n${indent}\tprecompressed br gzip\n${indent}}`;
}

/**
 * The site as one Caddy 2.6 site block, by the rules nginx.conf follows: the static files with
 * the same headers and caching, and what only the Node server can answer proxied to it. Caddy
 * passes the browser's Host on and sets X-Forwarded-For (to the address it saw, dropping what the
 * client sent) and X-Forwarded-Proto itself.
 */
export function caddyfile(policy: SitePolicy): string {
  const pageCspMap = Object.entries(policy.pages)
    .map(
      ([page, hashes]) =>
        `\t\t\`~${pageCspPattern(page)}\` "${contentSecurityPolicy(policy, hashes)}"`,
    )
    .join("\n");
  const contentLength = "{http.request.header.Content-Length}";
  const bodyTooLarge = `request body too large`;
  const proxy = (indent: string) => `${indent}reverse_proxy __UPSTREAM__`;
  const hidden = [...PRIVATE_FILES].filter((file) => file !== "/site-policy.json");
  return `# Generated by scripts/deploy-config.ts from server/http/policy.ts: the site of nginx.conf as one
# Caddy site block, with no global options: import it from your own Caddyfile.
# Replace __SITE__ (the site's address as Caddy reads it: www.example.com, or
# https://127.0.0.1:8443), __ROOT__ (the build/client folder) and __UPSTREAM__ (host:port of the
# Node server, started with TRUST_PROXY set to Caddy's address).
__SITE__ {
\troot * __ROOT__
\tmap {path} {page_csp} {
${pageCspMap}
\t\tdefault "${contentSecurityPolicy(policy)}"
\t}

\t@too_long expression \`{http.request.uri}.size() > ${MAX_URL_LENGTH}\`
\t# No file name holds a NUL byte; the file server would answer 500 for one.
\t@nul_byte path_regexp \`\\x00\`
\t# The static files answer ${ALLOWED_METHODS.join(" and ")} only; the Node server answers every method under /api/ itself.
\t@method_refused {
\t\tnot method ${ALLOWED_METHODS.join(" ")}
\t\tnot path /api/*
\t}
\t# Beyond twice the server's own limit Caddy refuses a body itself: by its declared length, or
\t# (a chunked body) once it has read that much.
\t@too_large {
\t\tpath /api/*
\t\texpression \`${contentLength} != "" && int(${contentLength}) > ${PROXY_MAX_BODY_BYTES}\`
\t}
\t@api path /api/*
\t# /healthz, and the thank-you pages: the Node server writes the reference of a form sent without JavaScript in.
\t@server_pages path_regexp \`^(/healthz|(/ar)?/thank-you/?)$\`
\t@private_files path ${hidden.join(" ")}
\t@hashed_asset path_regexp ${caddyRegex(HASHED_ASSET)}
\t@private_page path_regexp ${caddyRegex(PRIVATE_PAGE)}
\t@day_cached path_regexp ${caddyRegex(DAY_CACHED)}
\t@other_file path_regexp \`\\.[^/]+$\`
\t@page file {path}/index.html

\troute {
\t\theader -Server
\t\thandle @too_long {
${caddyHeaders("no-store", "\t\t\t")}
\t\t\trespond 414
\t\t}
\t\thandle @nul_byte {
${caddyHeaders("no-store", "\t\t\t")}
\t\t\trespond 400
\t\t}
\t\thandle @method_refused {
${caddyHeaders("no-store", "\t\t\t", { Allow: ALLOWED_METHODS.join(", ") })}
\t\t\trespond 405
\t\t}
\t\thandle @too_large {
${caddyHeaders("no-store", "\t\t\t")}
\t\t\trespond "${TOO_LARGE}\n" 413
\t\t}
\t\t# No header here: the server's answers carry their own headers.
\t\thandle @api {
\t\t\trequest_body {
\t\t\t\tmax_size ${PROXY_MAX_BODY_BYTES}
\t\t\t}
${proxy("\t\t\t")}
\t\t}
\t\thandle @server_pages {
${proxy("\t\t\t")}
\t\t}
\t\thandle @private_files {
\t\t\trespond 404
\t\t}
\t\thandle @hashed_asset {
${caddyHeaders(cacheControl("/assets/app-abcdefgh.js"), "\t\t\t")}
${caddyFiles("\t\t\t")}
\t\t}
\t\thandle @private_page {
${caddyHeaders(cacheControl("/inbox"), "\t\t\t", {}, "/inbox")}
\t\t\thandle @page {
\t\t\t\trewrite {file_match.relative}
${caddyFiles("\t\t\t\t")}
\t\t\t}
\t\t\thandle @other_file {
${caddyFiles("\t\t\t\t")}
\t\t\t}
\t\t\t# In a handle of its own: Caddy runs a bare redir before the handles beside it.
\t\t\thandle {
\t\t\t\tredir * / 302
\t\t\t}
\t\t}
\t\thandle @day_cached {
${caddyHeaders(cacheControl("/x.png"), "\t\t\t")}
${caddyFiles("\t\t\t")}
\t\t}
\t\thandle @other_file {
${caddyHeaders("no-cache", "\t\t\t")}
${caddyFiles("\t\t\t")}
\t\t}
\t\thandle @page {
${caddyHeaders(cacheControl("/about"), "\t\t\t")}
\t\t\trewrite {file_match.relative}
${caddyFiles("\t\t\t")}
\t\t}
\t\thandle {
${caddyHeaders("no-store", "\t\t\t")}
\t\t\tredir * / 302
\t\t}
\t}

\thandle_errors {
\t\theader -Server
\t\t@body_too_large expression \`{err.status_code} == 413 || {err.message}.contains("${bodyTooLarge}")\`
\t\thandle @body_too_large {
${caddyHeaders("no-store", "\t\t\t")}
\t\t\trespond "${TOO_LARGE}\n" 413
\t\t}
\t\t@server_unavailable expression \`{err.status_code} in [502, 503, 504]\`
\t\thandle @server_unavailable {
${caddyHeaders("no-store", "\t\t\t", { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) })}
\t\t\trespond "${SERVER_UNAVAILABLE}\n" 503
\t\t}
\t}
}
`;
}
