/**
 * Writing responses, and the one place that turns a thrown error into an answer: handlers throw
 * HttpError (or let a store error through) and never build an error response by hand. A client
 * that asked for JSON gets `{error, errors}`; any other gets a page: the error's own (e.g. a
 * form's fields with what was typed, see leads/form-page.ts) or a short one.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import { formPageWords } from "~/content/form-page";
import { INBOX_PATH } from "~/contracts/inbox-paths";

import { StoreUnavailableError } from "../db/errors";
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

export const STORE_UNAVAILABLE = formPageWords.storeUnavailable.en;

/** The status, message and extra headers of any thrown error. */
export function describeError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof StoreUnavailableError) return new HttpError(503, STORE_UNAVAILABLE);
  return new HttpError(500, "Something went wrong on our side.");
}

/** Answers a failed request as JSON or as a short page, whichever the client wants. */
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
  } else if (http.extra.page) {
    sendHtml(res, http.status, http.extra.page(), http.extra.headers);
  } else {
    // A signed-out post from the inbox (its CSV export is a plain form) leads back to sign in.
    const next =
      http.status === 401
        ? `<a href="${INBOX_PATH}">Sign in to the inbox</a>`
        : `<a href="/">Go to the home page</a>`;
    const page = simplePage("Sorry", `<p>${escapeHtml(http.message)}</p><p>${next}</p>`);
    sendHtml(res, http.status, page, http.extra.headers);
  }
}
