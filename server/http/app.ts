/**
 * The request handler: checks every request target, sets the security headers of the page
 * (policy.ts), sends /api/ requests to their route and everything else to the static build.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { BlockList } from "node:net";

import type { Logger } from "../log";
import { arrivedOverHttps, clientAddress } from "./client";
import { ALLOWED_METHODS, MAX_URL_LENGTH, securityHeadersByPath, type SitePolicy } from "./policy";
import { HttpError, sendError, sendText } from "./respond";
import type { StaticHandler } from "./static";

export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  pathname: string;
  query: URLSearchParams;
  /** Values of the route's ":name" segments. */
  params: Record<string, string>;
  /** The client's address (see client.ts). */
  address: string;
  https: boolean;
}

export interface Route {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** "/api/leads", or with named segments: "/api/inbox/leads/:id". */
  path: string;
  handle: (context: RequestContext) => Promise<void> | void;
}

interface CompiledRoute extends Route {
  pattern: RegExp;
  names: string[];
}

function compile(route: Route): CompiledRoute {
  const names: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return "([^/]+)";
  });
  return { ...route, pattern: new RegExp(`^${source}$`), names };
}

/**
 * Decodes a request path, or returns null when it is malformed or tries to leave the site
 * (percent-encoded or not: "..", "%2e%2e", "..%2f", NUL bytes, backslashes).
 */
export function safePath(rawPath: string): string | null {
  let decoded;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (!decoded.startsWith("/") || decoded.includes("\0") || decoded.includes("\\")) return null;
  if (decoded.split("/").some((segment) => segment === ".." || segment === ".")) return null;
  return decoded;
}

export interface AppOptions {
  policy: SitePolicy;
  serveStatic: StaticHandler;
  routes: Route[];
  log: Logger;
  trustedProxies?: BlockList;
  /** Told of every answer's status (for the metrics). */
  onAnswer?: (status: number) => void;
}

export function createApp({
  policy,
  serveStatic,
  routes,
  log,
  trustedProxies,
  onAnswer,
}: AppOptions): RequestListener {
  // Every response's security headers are computed once, at start-up.
  const security = securityHeadersByPath(policy);
  const api = routes.map(compile);

  async function handleApi(context: RequestContext) {
    const { req, pathname } = context;
    const matching = api
      .map((route) => ({ route, match: route.pattern.exec(pathname) }))
      .filter((candidate) => candidate.match !== null);
    if (matching.length === 0) throw new HttpError(404, "Not Found");
    const found = matching.find(({ route }) => route.method === req.method);
    if (!found) {
      const allow = matching.map(({ route }) => route.method).join(", ");
      throw new HttpError(405, "Method Not Allowed", { headers: { Allow: allow } });
    }
    found.route.names.forEach((name, index) => {
      context.params[name] = found.match![index + 1]!;
    });
    await found.route.handle(context);
  }

  return (req, res) => {
    const started = performance.now();
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    const tooLong = url.length > MAX_URL_LENGTH;
    const pathname = tooLong ? null : safePath(rawPath);
    res.once("finish", () => {
      onAnswer?.(res.statusCode);
      // One line per API request and per failure; a static file served as asked is the front
      // proxy's access log to keep, and logging each would cost the pages their speed. A 429 is
      // logged by the limit that refused it, once per window, so that a flood costs little.
      const api = pathname?.startsWith("/api/") ?? false;
      if ((!api && res.statusCode < 400) || res.statusCode === 429) return;
      log.info("http", {
        method: req.method,
        // The path only: a query string could carry what a person typed.
        path: (pathname ?? "(invalid)").slice(0, 200),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
    });

    const method = req.method ?? "";
    // The static handler sends its files' headers (security ones included) in one write.
    if (
      pathname !== null &&
      !pathname.startsWith("/api/") &&
      pathname !== "/healthz" &&
      ALLOWED_METHODS.includes(method)
    ) {
      return serveStatic(req, res, pathname);
    }
    for (const [name, value] of security(pathname)) res.setHeader(name, value);

    if (tooLong) return sendText(res, 414, "URI Too Long");
    if (pathname === null) return sendText(res, 400, "Bad Request");
    if (pathname === "/healthz") return sendText(res, 200, "ok");

    if (pathname.startsWith("/api/")) {
      const context: RequestContext = {
        req,
        res,
        pathname,
        query: new URLSearchParams(queryStart === -1 ? "" : url.slice(queryStart + 1)),
        params: {},
        address: clientAddress(req, trustedProxies),
        https: arrivedOverHttps(req, trustedProxies),
      };
      handleApi(context).catch((error: unknown) => sendError(req, res, error, log));
      return;
    }
    return sendText(res, 405, "Method Not Allowed", { Allow: ALLOWED_METHODS.join(", ") });
  };
}
