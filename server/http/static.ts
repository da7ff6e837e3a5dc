/**
 * The pre-rendered build, served with the rules of policy.ts: caching per file class, private
 * build files hidden, missing files 404 and any other page path redirected home. Pages come
 * from memory (page-cache.ts), every other file from disk through sirv.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import sirv from "sirv";

import { createPageCache } from "./page-cache";
import { cacheControl, hasExtension, PRIVATE_FILES } from "./policy";
import { redirect, sendText } from "./respond";

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

export function createStaticHandler(root: string, { cachePages = true } = {}): StaticHandler {
  const pages = cachePages ? createPageCache(root) : undefined;
  const files = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      res.setHeader("Cache-Control", cacheControl(pathname));
    },
  });
  return (req, res, pathname) => {
    if (PRIVATE_FILES.has(pathname)) return sendText(res, 404, "Not Found");
    if (pages?.serve(req, res, pathname)) return;
    files(req, res, () => {
      if (hasExtension(pathname)) return sendText(res, 404, "Not Found");
      // Any other page path ends on the home page.
      return redirect(res, 302, "/");
    });
  };
}
