/**
 * The store goes away: the endpoint answers 503, the browser keeps trying the same submission
 * (saying it is sending), and it goes through once the database is back.
 */
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { createDatabase, startPostgres } from "../support/postgres";
import { startSiteServer } from "../support/site-server";
import { expect, test } from "./fixtures";
import { formReady, leadMail, uniqueName } from "./leads";

test("with the database down the form keeps sending the same submission; once it is back the lead is stored and sent", async ({
  page,
  site,
}) => {
  test.setTimeout(90_000);
  const postgres = await startPostgres({ keepData: true });
  const server = await startSiteServer({
    dataDir: await mkdtemp(path.join(tmpdir(), "seafood-outage-")),
    env: {
      SMTP_URL: site.mailbox.url,
      LEAD_RATE_LIMIT: "0",
      DATABASE_URL: await createDatabase(postgres.url),
    },
  });
  try {
    const person = uniqueName();
    const statuses: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith("/api/leads")) statuses.push(response.status());
    });
    await page.goto(`${server.url}/contact`);
    const form = await formReady(page, "Contact form");
    await form.getByLabel("First name").fill(person.first);
    await form.getByLabel("Last name").fill(person.last);
    await form.getByLabel("Email").fill("ada@example.com");
    await form.getByLabel("Phone").fill("+252 904 014301");
    await form.getByLabel("Message").fill("Frozen snapper, 40 ft reefer to Jeddah");

    await postgres.stop();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect.poll(() => statuses[0]).toBe(503);
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    await expect(form.getByLabel("First name")).toHaveValue(person.first);
    await expect(form.getByLabel("Message")).toHaveValue("Frozen snapper, 40 ft reefer to Jeddah");
    expect((await page.request.get(`${server.url}/healthz`)).status()).toBe(200);

    await postgres.start();
    await expect(page.getByText("Message sent!")).toBeVisible();
    expect(statuses.at(-1)).toBe(201);
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    await expect(page.getByText("Something went wrong")).toHaveCount(0);
    await leadMail(site.mailbox, `Contact Form: ${person.full}`);
  } finally {
    // What the server said, to read when this fails (it logs no personal data).
    await test.info().attach("server log", { body: server.output(), contentType: "text/plain" });
    await server.stop();
    await postgres.destroy();
  }
});
