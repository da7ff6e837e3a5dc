/**
 * Lighthouse audit of the production build beside the speed floor: builds, serves the build on
 * a free local port and the floor page (scripts/floor/index.html: inline CSS, one picture, no
 * script) beside it, and runs Lighthouse (mobile preset, simulated throttling) on the floor and
 * on one page of each shape in each language, in rounds that alternate between them, N times
 * each. Reports the median of each page's scores and metrics over its runs (with each run's LCP
 * and TBT beside them), its LCP as a ratio to the floor's median LCP, and exits 1 when a budget
 * is missed. Writes each page's median run (Lighthouse's choice) to reports/lighthouse/.
 *
 * Usage: tsx scripts/audit.ts [--all] [--runs N] [--no-build] [route ...]
 */
import { execSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";

import { allPaths } from "../app/content/catalog.ts";
import { LOCALE_INFO, LOCALES, localeOfPath } from "../app/content/locale.ts";
import { ARABIC_PAGE_SHAPES, PAGE_SHAPES } from "../tests/support/page-shapes.ts";
import { BUDGETS, missedBudgets } from "./audit-budgets.ts";
import { startFloorServer } from "./floor-server.ts";
import { median } from "./median.ts";
import { chromiumArgs, chromiumPath, featuresOff, startServer } from "./local-server.ts";

// The JavaScript budget (115 KB gzip to become interactive) is measured by `npm run size`:
// Lighthouse's script column also counts the form code that loads later, on need.

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex > -1 ? Number(args[runsIndex + 1]) : 3;
const named = args.filter((arg, index) => arg.startsWith("/") && args[index - 1] !== "--runs");
const routes = flag("--all")
  ? allPaths()
  : named.length > 0
    ? named
    : [...PAGE_SHAPES, ...ARABIC_PAGE_SHAPES];
const outDir = path.resolve(import.meta.dirname, "../reports/lighthouse");
const client = path.resolve(import.meta.dirname, "../build/client");
const FLOOR = "floor";

/**
 * chrome-launcher's own `--disable-features` with the address bar's popup added: Chromium starts
 * that popup's page, in a renderer of its own, beside the page Lighthouse measures (as in the
 * browser tests, tests/support/chromium.ts).
 */
const launcherFeaturesOff = featuresOff(
  chromeLauncher.Launcher.defaultFlags()
    .filter((flag) => flag.startsWith("--disable-features="))
    .flatMap((flag) => flag.slice("--disable-features=".length).split(",")),
);

type Lhr = Parameters<typeof computeMedianRun>[0][number];

interface Row {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  /** LCP divided by the floor's. */
  lcpRatio: number;
  tbt: number;
  cls: number;
  totalKb: number;
  scriptKb: number;
  /** Each run's LCP and TBT (ms), in the order they ran. */
  lcpRuns: number[];
  tbtRuns: number[];
  problems: string[];
}

/**
 * A page's row: each score and metric is its own median over the runs (a run with one slow
 * task does not decide a page's TBT, nor one with a fast paint its LCP); the sizes are those of
 * Lighthouse's median run, whose report is written out.
 */
function summarise(route: string, runs: Lhr[], floorLcp: number): Row {
  const lhr = computeMedianRun(runs);
  const score = (id: string) =>
    Math.round(median(runs.map((run) => run.categories[id]?.score ?? 0)) * 100);
  const numeric = (id: string) =>
    median(runs.map((run) => run.audits[id]?.numericValue ?? Number.NaN));
  const items =
    (
      lhr.audits["resource-summary"]?.details as
        { items?: Array<{ resourceType: string; transferSize: number }> } | undefined
    )?.items ?? [];
  const kb = (type: string) =>
    (items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 1024;
  const row: Row = {
    route,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcp: numeric("first-contentful-paint"),
    lcp: numeric("largest-contentful-paint"),
    lcpRatio: numeric("largest-contentful-paint") / floorLcp,
    tbt: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    totalKb: kb("total"),
    scriptKb: kb("script"),
    lcpRuns: runs.map((run) => run.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN),
    tbtRuns: runs.map((run) => run.audits["total-blocking-time"]?.numericValue ?? Number.NaN),
    problems: [],
  };
  const scores: Array<[string, number]> = [["performance", row.performance]];
  if (route !== FLOOR) {
    scores.push(
      ["accessibility", row.accessibility],
      ["best practices", row.bestPractices],
      ["SEO", row.seo],
    );
  }
  row.problems = missedBudgets({ ...row, scores });
  return row;
}

function formatRow(row: Row): string {
  return [
    row.route.padEnd(34),
    String(row.performance).padStart(4),
    ...[row.accessibility, row.bestPractices, row.seo].map((score) =>
      (row.route === FLOOR ? "-" : String(score)).padStart(4),
    ),
    `${(row.fcp / 1000).toFixed(2)}s`.padStart(6),
    `${(row.lcp / 1000).toFixed(2)}s`.padStart(6),
    `${row.lcpRatio.toFixed(2)}×`.padStart(6),
    `${Math.round(row.tbt)}ms`.padStart(6),
    row.cls.toFixed(3).padStart(6),
    `${row.totalKb.toFixed(0)}KB`.padStart(7),
    `${row.scriptKb.toFixed(0)}KB`.padStart(7),
    ` ${row.lcpRuns.map((value) => (value / 1000).toFixed(2)).join("/")}`.padEnd(16),
    row.tbtRuns
      .map((value) => Math.round(value))
      .join("/")
      .padEnd(10),
  ].join(" ");
}

async function main(): Promise<void> {
  if (!flag("--no-build")) execSync("npm run build", { stdio: "inherit" });
  await mkdir(outDir, { recursive: true });
  const server = await startServer();
  const floor = await startFloorServer(client);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumArgs, launcherFeaturesOff],
  });
  const targets = [
    { route: FLOOR, url: `${floor.url}/` },
    ...routes.map((route) => ({ route, url: server.url + route })),
  ];
  const results = new Map<string, Lhr[]>(targets.map(({ route }) => [route, []]));
  try {
    console.log(
      `Lighthouse (mobile, simulated throttling): the floor and ${routes.length} pages, ${runs} alternating rounds, medians`,
    );
    // Rounds alternate between the pages so that a slower minute of a busy machine falls on
    // all of them alike.
    for (let round = 0; round < runs; round += 1) {
      for (const { route, url } of targets) {
        // A run that failed to paint (a Lighthouse hiccup) is repeated, up to two times.
        for (let attempt = 0; attempt < 3; attempt += 1) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories:
              route === FLOOR
                ? ["performance"]
                : ["performance", "accessibility", "best-practices", "seo"],
          });
          const valid = result ? filterToValidRuns([result.lhr as Lhr]) : [];
          if (valid.length > 0) {
            results.get(route)!.push(valid[0]!);
            break;
          }
        }
      }
      console.log(`round ${round + 1} of ${runs} done`);
    }
  } finally {
    chrome.kill();
    await Promise.all([server.stop(), floor.stop()]);
  }

  for (const [route, list] of results) {
    if (list.length === 0) throw new Error(`Lighthouse produced no valid run for ${route}`);
    const name = route === "/" ? "home" : route.replace(/^\//, "").replaceAll("/", "_");
    await writeFile(
      path.join(outDir, `${name}.json`),
      JSON.stringify(computeMedianRun(list), null, 2),
    );
  }
  const floorLcp = median(
    results.get(FLOOR)!.map((run) => run.audits["largest-contentful-paint"]?.numericValue ?? NaN),
  );
  console.log(
    `${"page".padEnd(34)} perf a11y  b-p  seo    FCP    LCP  /floor    TBT    CLS   total  script  LCP runs (s)     TBT runs (ms)`,
  );
  const rows = targets.map(({ route }) => summarise(route, results.get(route)!, floorLcp));
  for (const row of rows) {
    console.log(
      formatRow(row) + (row.problems.length ? `  MISSED: ${row.problems.join(", ")}` : ""),
    );
  }
  const pages = rows.filter((row) => row.route !== FLOOR);
  const missed = pages.filter((row) => row.problems.length > 0);
  const budgets = `scores ${BUDGETS.score}, LCP ≤ ${BUDGETS.lcpToFloor}× the floor's ${Math.round(floorLcp)} ms, TBT ≤ ${BUDGETS.tbtMs} ms (≤ ${BUDGETS.tbtRunMs} ms in every run), CLS ${BUDGETS.cls}`;
  // A verdict for each language, so that one edition falling behind the other shows at once.
  for (const locale of LOCALES) {
    const own = pages.filter((row) => localeOfPath(row.route) === locale);
    if (own.length === 0) continue;
    const short = own.filter((row) => row.problems.length > 0).length;
    console.log(
      `${LOCALE_INFO[locale].englishName} pages: ${short === 0 ? `all ${own.length} meet the budgets (${budgets})` : `${short} of ${own.length} miss a budget`}.`,
    );
  }
  if (missed.length > 0 || !Number.isFinite(floorLcp)) process.exitCode = 1;
}

await main();
