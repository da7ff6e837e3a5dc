import { expect, type Page, test } from "./fixtures";
import { rawRequest } from "./http";
import { pages } from "./pages";

import { PAGE_SHAPES } from "../support/page-shapes";

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

test.describe("every pre-rendered page, as served", () => {
  test("paints from its own inlined CSS, with the full stylesheet only behind a noscript", async ({
    baseURL,
  }) => {
    for (const { path } of pages) {
      const html = (await rawRequest(baseURL!, path)).body.toString("utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)];
      expect(styles, path).toHaveLength(1);
      expect(styles[0]![1]!.length, path).toBeGreaterThan(1000);
      // No stylesheet link outside its noscript holder: nothing blocks the first paint.
      const outside = html.replace(/<noscript\b[\s\S]*?<\/noscript>/g, "");
      expect(outside, path).not.toMatch(/<link[^>]*rel="stylesheet"/);
      expect(head, path).toMatch(
        /<noscript data-stylesheet="\/assets\/[^"]+\.css"><link rel="stylesheet" href="\/assets\/[^"]+\.css"\/><\/noscript>/,
      );
    }
  });

  test("announces its one high-priority picture in its head, with the picture's own candidates and sizes", async ({
    baseURL,
  }) => {
    let withPicture = 0;
    for (const { path } of pages) {
      const html = (await rawRequest(baseURL!, path)).body.toString("utf8");
      const head = html.slice(0, html.indexOf("</head>"));
      const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)]
        .map((match) => match[0])
        .filter((tag) => attribute(tag, "fetchPriority") === "high");
      const urgent = [...html.matchAll(/<img [^>]*fetchPriority="high"[^>]*>/g)];
      expect(urgent.length, path).toBeLessThanOrEqual(1);
      expect(preloads.length, path).toBe(urgent.length);
      if (urgent.length === 0) continue;
      withPicture += 1;
      expect(attribute(urgent[0]![0], "loading"), path).toBe("eager");
      // The AVIF source of the same <picture> is what the browser picks and what is preloaded.
      const picture = html.slice(html.lastIndexOf("<picture>", urgent[0]!.index), urgent[0]!.index);
      const avif = /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>/.exec(picture);
      expect(avif, path).not.toBeNull();
      expect(attribute(preloads[0]!, "type"), path).toBe("image/avif");
      expect(attribute(preloads[0]!, "imageSrcSet"), path).toBe(avif![1]);
      expect(attribute(preloads[0]!, "imageSizes"), path).toBe(avif![2]);
    }
    // The home page, categories, products and services carry one.
    expect(withPicture).toBeGreaterThanOrEqual(30);
  });
});

/** The largest contentful paint Chromium reports, and the picture it should be. */
async function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag: string; urgent: boolean; lazy: boolean; sameSizeAsUrgent: boolean }>(
        (resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as Array<PerformanceEntry & { element: Element }>;
            const element = entries.at(-1)!.element;
            const urgent = document.querySelector('img[fetchpriority="high"]');
            const size = (candidate: Element | null) =>
              candidate ? `${candidate.clientWidth}x${candidate.clientHeight}` : "";
            resolve({
              tag: element?.tagName ?? "",
              urgent: element?.getAttribute("fetchpriority") === "high",
              lazy: element?.getAttribute("loading") === "lazy",
              sameSizeAsUrgent: urgent !== null && size(urgent) === size(element),
            });
          }).observe({ type: "largest-contentful-paint", buffered: true });
        },
      ),
  );
}

for (const [width, height, scale] of [
  [375, 812, 2],
  [1280, 800, 1],
] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, deviceScaleFactor: scale });

    test("the largest paint of each page shape is its text or its high-priority picture, which downloads the right width", async ({
      page,
    }) => {
      for (const path of PAGE_SHAPES) {
        await page.goto(path);
        const largest = await largestPaint(page);
        if (largest.tag === "IMG") {
          expect(largest.lazy, path).toBe(false);
          // The high-priority picture, or another card of its row, painted alike.
          if (!largest.urgent) expect(largest.sameSizeAsUrgent, path).toBe(true);
        }
        const picture = page.locator('img[fetchpriority="high"]');
        if ((await picture.count()) === 0) continue;
        // The candidate chosen from `sizes` is the smallest that covers the rendered width.
        const chosen = await picture.evaluate((img: HTMLImageElement) => ({
          candidate: Number(/-(\d+)\.\w+$/.exec(img.currentSrc)?.[1]),
          needed: img.getBoundingClientRect().width * window.devicePixelRatio,
        }));
        const widths = [400, 800, 1200];
        const expected = widths.find((candidate) => candidate >= chosen.needed) ?? 1200;
        expect(chosen.candidate, `${path}: ${Math.round(chosen.needed)} px needed`).toBe(expected);
      }
    });

    for (const path of PAGE_SHAPES) {
      test(`on ${path} the full stylesheet changes nothing the inlined CSS has painted, and shifts nothing`, async ({
        context,
        baseURL,
      }) => {
        // A page of our own (the fixture's waits for hydration): scripts stay away, so that only
        // the stylesheet changes the page.
        const page = await context.newPage();
        await page.route("**/assets/*.js", (route) => route.abort());
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route("**/assets/*.css", async (route) => {
          await held;
          await route.continue();
        });
        await page.goto(baseURL + path, { waitUntil: "load" });
        await page.evaluate(() => {
          const shifts: number[] = [];
          (window as unknown as { shifts: number[] }).shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) {
              shifts.push(entry.value);
            }
          }).observe({ type: "layout-shift" }); // only what moves from now on
        });
        const styles = () =>
          page.evaluate(() =>
            [...document.body.querySelectorAll("*")].map((element) => {
              const style = getComputedStyle(element);
              const box = element.getBoundingClientRect();
              return {
                element: `${element.tagName.toLowerCase()}.${element.getAttribute("class") ?? ""}`,
                box: [box.x, box.y, box.width, box.height].map(Math.round).join(","),
                style: Object.fromEntries(
                  [...style].map((name) => [name, style.getPropertyValue(name)]),
                ),
              };
            }),
          );
        const critical = await styles();
        release();
        await page.waitForFunction(() =>
          [...document.styleSheets].some((sheet) => sheet.href?.endsWith(".css")),
        );
        const full = await styles();
        const differences = full.flatMap((after, index) => {
          const before = critical[index]!;
          const changed = Object.keys(after.style).filter(
            (name) => after.style[name] !== before.style[name],
          );
          if (after.box !== before.box) changed.push(`box ${before.box} -> ${after.box}`);
          return changed.length > 0 ? [`${after.element}: ${changed.slice(0, 5).join(", ")}`] : [];
        });
        expect(differences.slice(0, 5), path).toEqual([]);
        const shifts = await page.evaluate(
          () => (window as unknown as { shifts: number[] }).shifts,
        );
        expect(shifts, path).toEqual([]);
      });
    }
  });
}

test.describe("with JavaScript switched off", () => {
  test.use({ javaScriptEnabled: false });

  test("the page is styled and the full stylesheet loads from its noscript holder", async ({
    page,
  }) => {
    for (const path of PAGE_SHAPES) {
      const loaded = page.waitForResponse(/\/assets\/[^/]+\.css$/);
      await page.goto(path);
      expect((await loaded).status(), path).toBe(200);
      await expect(page.locator("footer"), path).toHaveCSS("background-color", "rgb(6, 26, 46)");
    }
  });
});
