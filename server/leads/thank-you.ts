/**
 * The thank-you page with the lead's reference in it. A form sent without JavaScript lands on
 * the pre-rendered page (/thank-you, or /ar/thank-you for an Arabic post) with `?ref=PS-…`: the
 * server writes that reference into the page's empty slot, so the page shows it without any
 * script. A reference says nothing about the person; anything but a well-formed one, or no
 * `ref` at all, gets the page as it was built.
 */
import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";

import { LOCALES, pathIn } from "~/content/locale";
import { isLeadReference, REFERENCE_SLOT } from "~/contracts/lead-reference";

import type { SecurityHeaders } from "../http/policy";
import { sendHtml } from "../http/respond";
import { REFERENCE_PARAM, THANK_YOU_PATH } from "./intake";

/** The pre-rendered slot, as React writes an empty element with the attribute. */
const SLOT = `${REFERENCE_SLOT}=""></bdi>`;

export interface ThankYouPages {
  /** Answers a thank-you page that carries a reference; false for anything else. */
  serve(req: IncomingMessage, res: ServerResponse, pathname: string): boolean;
}

/**
 * Reads the built thank-you pages of every language from the client build folder; each is sent
 * with its own security headers (its CSP lists the hashes of its inline scripts).
 */
export function thankYouPages(
  clientDir: string,
  security: (pathname: string | null) => SecurityHeaders,
): ThankYouPages {
  const pages = new Map<string, string>();
  for (const locale of LOCALES) {
    const page = pathIn(locale, THANK_YOU_PATH);
    try {
      const html = readFileSync(path.join(clientDir, page, "index.html"), "utf8");
      if (html.includes(SLOT)) pages.set(page, html);
    } catch {
      // A build without this page (the server's own tests) serves what it has.
    }
  }
  return {
    serve(req, res, pathname) {
      const html = pages.get(pathname.replace(/\/$/, ""));
      if (!html || (req.method !== "GET" && req.method !== "HEAD")) return false;
      const query = new URL(req.url ?? "/", "http://site").searchParams;
      const reference = query.get(REFERENCE_PARAM);
      if (!isLeadReference(reference)) return false;
      // The reference has only letters, digits and dashes: nothing to escape.
      sendHtml(
        res,
        200,
        html.replace(SLOT, `${REFERENCE_SLOT}="">${reference}</bdi>`),
        Object.fromEntries(security(pathname)),
      );
      return true;
    },
  };
}
