import { expect, type Page, type Request } from "@playwright/test";

export const RELAY = "https://formsubmit.co/**";

/** Answers the form relay (unreachable from tests) and records what the site sent it. */
export async function interceptRelay(page: Page, answer: "ok" | "error" | "network" = "ok") {
  const requests: Request[] = [];
  await page.route(RELAY, async (route) => {
    requests.push(route.request());
    if (answer === "network") return route.abort("failed");
    return route.fulfill({
      status: answer === "ok" ? 200 : 500,
      contentType: "application/json",
      headers: { "Access-Control-Allow-Origin": "*" },
      body: answer === "ok" ? '{"success":"true"}' : '{"success":"false"}',
    });
  });
  return requests;
}

/** The fields of a multipart/form-data request body. */
export function formFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString("utf8") ?? "";
  const fields: Record<string, string> = {};
  for (const match of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

/** Waits until a deferred form's code has loaded and taken over the pre-rendered fields. */
export async function formReady(page: Page, name: string) {
  const form = page.getByRole("form", { name });
  await form.scrollIntoViewIfNeeded();
  await form.and(page.locator('[data-ready="true"]')).waitFor();
  return form;
}

/** Stops the page's clock (installed before navigation) so timers run only when told to. */
export async function stopClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 50);
}

/**
 * With the clock stopped, a toast needs its module loaded and a few timer ticks to appear:
 * ticks the clock a little at a time until the text shows.
 */
export async function tickUntilVisible(page: Page, text: string) {
  const toast = page.getByText(text, { exact: true });
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(toast).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 10_000 });
}
