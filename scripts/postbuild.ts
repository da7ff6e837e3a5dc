/**
 * Runs after `react-router build`: checks that every pre-rendered page exists and prints the
 * build's page count.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { allPaths } from "../app/content/catalog.ts";

const client = path.resolve(import.meta.dirname, "../build/client");
const missing = allPaths().filter((route) => !existsSync(path.join(client, route, "index.html")));
if (missing.length > 0) {
  console.error(`postbuild: pages missing from the build: ${missing.join(", ")}`);
  process.exit(1);
}
console.log(`postbuild: ${allPaths().length} pages pre-rendered in build/client`);
