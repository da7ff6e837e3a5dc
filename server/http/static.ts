/**
 * The pre-rendered build, served by sirv with the rules of policy.ts: caching per file class,
 * private build files hidden, missing files 404 and any other page path redirected home.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import sirv from "sirv";

import { cacheControl, hasExtension, PRIVATE_FILES } from "./policy";
import { redirect, sendText } from "./respond";

export type StaticHandler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

export function createStaticHandler(root: string): StaticHandler {
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
    files(req, res, () => {
      if (hasExtension(pathname)) return sendText(res, 404, "Not Found");
      // Any other page path ends on the home page.
      return redirect(res, 302, "/");
    });
  };
}
