/**
 * Writing responses, and the one place that turns an API route's thrown error into an answer:
 * route handlers throw HttpError (or let a store error through, a 500) and never build an error
 * response by hand. A client that asked for JSON gets `{error, errors}`; any other gets a page:
 * the error's own (a form's fields with what was typed, see leads/form-page.ts; the inbox's
 * link to sign in, see inbox/guard.ts) or a short one. The answers written before any route
 * (app.ts: 400, 405, 414) and the static files' (static.ts: 404, 406, 416) are plain text, sent
 * where they arise with sendText: no page or JSON to choose between.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import type { Logger } from "../log";
import { errorDetail } from "../log";
import { escapeHtml, simplePage } from "./html";

export type Headers = Record<string, string>;

export interface HttpErrorExtra {
  headers?: Headers;
  /** A message per field name, for the JSON answer's `errors`. */
  errors?: Record<string, string>;
  /** The page a client that did not ask for JSON gets instead of the short one. */
  page?: () => string;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: HttpErrorExtra = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

function send(
  res: ServerResponse,
  status: number,
  contentType: string,
  body: string,
  headers: Headers,
) {
  if (res.headersSent) return;
  res.writeHead(status, {
    "Content-Type": contentType,
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    ...headers,
  });
  res.end(res.req.method === "HEAD" ? undefined : body);
}

export function sendText(res: ServerResponse, status: number, body: string, headers: Headers = {}) {
  send(res, status, "text/plain; charset=utf-8", body, headers);
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Headers = {},
) {
  send(res, status, "application/json; charset=utf-8", JSON.stringify(body), headers);
}

export function sendHtml(res: ServerResponse, status: number, html: string, headers: Headers = {}) {
  send(res, status, "text/html; charset=utf-8", html, headers);
}

export function redirect(res: ServerResponse, status: 302 | 303, location: string) {
  sendText(res, status, status === 303 ? "See Other" : "Found", { Location: location });
}

/** Whether the client asked for JSON (fetch from the site's code) rather than a page. */
export function wantsJson(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? "";
  const type = req.headers["content-type"] ?? "";
  return accept.includes("application/json") || type.startsWith("application/json");
}

/** The status, message and extra headers of any thrown error. */
export function describeError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  return new HttpError(500, "Something went wrong on our side.");
}

/** The short page of a failed request: what went wrong and one link onwards. */
export function errorPage(
  message: string,
  next: { href: string; text: string } = { href: "/", text: "Go to the home page" },
): string {
  const link = `<a href="${escapeHtml(next.href)}">${escapeHtml(next.text)}</a>`;
  return simplePage("Sorry", `<p>${escapeHtml(message)}</p><p>${link}</p>`);
}

/** Answers a failed request as JSON or as a page, whichever the client wants. */
export function sendError(req: IncomingMessage, res: ServerResponse, error: unknown, log: Logger) {
  const http = describeError(error);
  if (http.status >= 500)
    log.error("request.failed", { status: http.status, ...errorDetail(error) });
  if (http.status === 503) http.extra.headers = { "Retry-After": "30", ...http.extra.headers };
  if (wantsJson(req)) {
    const body = http.extra.errors
      ? { error: http.message, errors: http.extra.errors }
      : { error: http.message };
    sendJson(res, http.status, body, http.extra.headers);
  } else {
    const page = http.extra.page?.() ?? errorPage(http.message);
    sendHtml(res, http.status, page, http.extra.headers);
  }
}
