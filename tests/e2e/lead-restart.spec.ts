/**
 * A restart loses no visitor: forms posted while the server is down are tried again by the page
 * with the same submission id, and confirmed once a new server answers on the same port and
 * store. What the page does is the same whatever the store, so it runs on SQLite only.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { storedLeadIds } from "../support/lead-store";
import { freePort } from "../support/ports";
import { type SiteServer, startSiteServer } from "../support/site-server";
import { expect, type Page, startPage, test } from "./fixtures";
import { contactLead, formReady, recordLeadPosts, uniqueName } from "./leads";

const PAGES = 3;

/** What a visitor types into the contact form. */
function fieldsOf(person: ReturnType<typeof uniqueName>): Record<string, string> {
  const { firstName, lastName, email, phone, message } = contactLead(person);
  return { firstName, lastName, email, phone, message } as Record<string, string>;
}

test("pages that post while the server restarts show the sending label, then the confirmation; each lead is stored once", async ({
  browser,
}) => {
  // Two server starts and three pages; the browser's own retries end 30 s after the click.
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), "seafood-restart-"));
  const env = { LEAD_RATE_LIMIT: "0" };
  let server: SiteServer | undefined = await startSiteServer({ port, dataDir, env });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const visitors = await Promise.all(
      Array.from({ length: PAGES }, async () => {
        const page = await context.newPage();
        const posts = recordLeadPosts(page);
        let refused = 0;
        page.on("requestfailed", (request) => {
          if (new URL(request.url()).pathname === "/api/leads") refused += 1;
        });
        await page.goto("/contact");
        await startPage(page);
        const person = uniqueName();
        const form = await formReady(page, "Contact form");
        // One call per page rather than a fill per field: three pages share two busy cores.
        await form.evaluate((element: HTMLFormElement, values: Record<string, string>) => {
          for (const [name, value] of Object.entries(values)) {
            const field = element.elements.namedItem(name) as HTMLInputElement;
            const prototype = Object.getPrototypeOf(field) as HTMLInputElement;
            // React tracks the value it last set: set it the way typing does, then say so.
            Object.getOwnPropertyDescriptor(prototype, "value")!.set!.call(field, value);
            field.dispatchEvent(new Event("input", { bubbles: true }));
          }
        }, fieldsOf(person));
        return { page, posts, refusals: () => refused };
      }),
    );

    expect(await server.stop()).toBe(0);
    server = undefined;
    const send = (page: Page) =>
      page.getByRole("form", { name: "Contact form" }).getByRole("button", { name: /^Send/ });
    for (const { page } of visitors) await send(page).click();
    for (const { page, refusals } of visitors) {
      await expect.poll(refusals).toBeGreaterThan(0);
      await expect(send(page)).toHaveText("Sending...");
      await expect(send(page)).toBeDisabled();
    }

    server = await startSiteServer({ port, dataDir, env });
    for (const { page, posts } of visitors) {
      const confirmation = page.getByRole("region", { name: "Message sent" });
      await expect(confirmation.getByRole("heading", { name: "Message sent" })).toBeVisible();
      await expect(page.getByText("Something went wrong")).toHaveCount(0);
      const keys = new Set(posts.map((post) => post.headers()["idempotency-key"]));
      expect(posts.length).toBeGreaterThan(1);
      expect(keys.size).toBe(1);
    }
    expect((await storedLeadIds({ dataDir })).size).toBe(PAGES);
  } finally {
    await context.close();
    await server?.stop();
  }
});
