import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

import { expect, test } from "@playwright/test";

import { ARABIC_PAGE_SHAPES, PAGE_SHAPES } from "../support/page-shapes";

const run = promisify(execFile);
const client = path.resolve(import.meta.dirname, "../../build/client");
const vnu = path.resolve(import.meta.dirname, "../../node_modules/vnu-jar/build/dist/vnu.jar");

/**
 * Every page shares its head and shell, so one page of each shape, the thank-you pages and the
 * inbox cover every element the pages are made of. React Router's __spa-fallback.html is not a
 * page: it has no title by design, and the server answers an unknown path with a redirect.
 */
const CHECKED = [...PAGE_SHAPES, ...ARABIC_PAGE_SHAPES, "/thank-you", "/ar/thank-you", "/inbox"];

interface Message {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

test("the Nu HTML Checker finds no error in the built pages (CSS it does not know aside)", async () => {
  // One Java start for every page: the checker takes a list.
  test.setTimeout(120_000);
  const files = CHECKED.map((route) => path.join(client, route, "index.html"));
  for (const file of files) expect(existsSync(file), file).toBe(true);
  // The checker exits 1 when it reports an error; its report is the answer either way.
  // Java's quick compiler alone (TieredStopAtLevel=1): the check is over before the optimising
  // compiler's work would pay off, and that work was half the check's processor time (10 s for a
  // 5 s check of 20 pages; 4.8 s without it). The quick compiler's code uses more stack: with
  // Java's default the checker's schema overflows it, so the stack is set (-Xss8m).
  const { stderr } = await run(
    "java",
    [
      "-XX:TieredStopAtLevel=1",
      "-Xss8m",
      "-jar",
      vnu,
      "--errors-only",
      "--format",
      "json",
      ...files,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
  const { messages } = JSON.parse(stderr) as { messages: Message[] };
  // Tailwind's CSS uses properties and at-rules newer than the checker's CSS grammar
  // (@property, margin-trim), which browsers read correctly.
  const errors = messages.filter((message) => !message.message.startsWith("CSS:"));
  expect(
    errors.map(
      (error) => `${path.relative(client, error.url.replace("file:", ""))}: ${error.message}`,
    ),
  ).toEqual([]);
});
