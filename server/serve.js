// @ts-check
/**
 * Serves the pre-rendered site from build/client on HOST:PORT (default 127.0.0.1:3000).
 * On SIGTERM or SIGINT it stops accepting connections, finishes requests in flight, exits 0.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { createHandler } from "./app.js";

const buildDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../build");
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? "127.0.0.1";
/** In-flight requests get this long to finish after a stop signal (ms). */
const SHUTDOWN_GRACE_MS = 10_000;

const policy = JSON.parse(readFileSync(path.join(buildDir, "site-policy.json"), "utf8"));
const server = createServer(createHandler({ root: path.join(buildDir, "client"), policy }));
// Slow or stalled clients are cut off instead of holding sockets open.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;

server.listen(port, host, () => {
  console.log(`Serving ${path.join(buildDir, "client")} on http://${host}:${port}`);
});

/** @param {string} signal */
function shutDown(signal) {
  console.log(`${signal}: closing`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    process.exit(0);
  }, SHUTDOWN_GRACE_MS).unref();
}

process.once("SIGINT", () => shutDown("SIGINT"));
process.once("SIGTERM", () => shutDown("SIGTERM"));
