/**
 * The owner's inbox in the browser, on the worker's production server (SQLite, and PostgreSQL
 * in the postgres project). Every test makes its own leads with a unique name and finds them by
 * it, so tests can share the server. Failed sign-ins are kept to one per server (the server
 * locks an address out after five); the lockout itself runs on a server of its own.
 */
import { readFile } from "node:fs/promises";

import type { Locator } from "@playwright/test";

import { ATTENTION_POLL_MS, INBOX_API } from "../../app/contracts/inbox";
import { inboxLeadPath } from "../../app/contracts/inbox-paths";
import { leadReference } from "../../app/contracts/lead-reference";
import { DESKTOP_WIDTH, PHONE_WIDTH, WIDTHS } from "../support/page-shapes";
import { freePort } from "../support/ports";
import { startSiteServer } from "../support/site-server";
import { expectNoAxeViolations } from "./axe";
import { expect, OWNER, type Page, sharedPageTest, test } from "./fixtures";
import { formReady, uniqueName } from "./leads";

const HOSTILE = `<img src=x onerror=alert(1)> "><script>alert(1)</script>`;
const WRONG_DETAILS = "The e-mail address or the password is not right.";
const MISSING = "This lead does not exist (any more).";

/** Fills in and sends the sign-in form of whatever inbox page is open. */
async function signIn(page: Page, password = OWNER.password) {
  await page.getByLabel("E-mail address").fill(OWNER.email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/**
 * Opens an inbox page signed in. The session is made over HTTP as the sign-in form makes it (the
 * form has tests of its own, under "signing in"), and the page shares its cookie.
 */
async function openSignedIn(page: Page, path = "/inbox") {
  const { origin } = new URL((await page.request.get(INBOX_API.session)).url());
  const response = await page.request.post(INBOX_API.session, {
    headers: { Origin: origin },
    data: { email: OWNER.email, password: OWNER.password },
  });
  expect(response.status()).toBe(200);
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
}

/** Sends a lead to the server as a form's code would (JSON), returning its id. */
async function submitLead(page: Page, fields: Record<string, string>): Promise<string> {
  const response = await page.request.post("/api/leads", {
    headers: { Accept: "application/json" },
    data: fields,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function contactLead(person: ReturnType<typeof uniqueName>, extra: Record<string, string> = {}) {
  return {
    _form: "contact",
    _page: "/contact",
    firstName: person.first,
    lastName: person.last,
    email: `${person.last.toLowerCase()}@example.com`,
    phone: "+252904014301",
    message: `Frozen grouper for ${person.last}, 2 t a month`,
    ...extra,
  };
}

function searchBox(page: Page) {
  return page.getByRole("searchbox", { name: "Search" });
}

/** Opens the folded search and filters on a narrow screen (a wide one shows them beside the list). */
async function showFilters(page: Page) {
  const toggle = page.getByRole("button", { name: /^Search, filter and export/ });
  // Wait for the page to show one or the other before deciding: right after a load, neither may
  // be visible yet.
  await expect(toggle.or(searchBox(page)).first()).toBeVisible();
  if ((await toggle.isVisible()) && (await toggle.getAttribute("aria-expanded")) === "false") {
    await toggle.click();
  }
  await expect(searchBox(page)).toBeVisible();
}

/** Searches the list (pressing Enter, as a person would) and waits for the answer. */
async function search(page: Page, text: string) {
  await showFilters(page);
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

function leadRows(page: Page): Locator {
  return page.getByRole("list", { name: "Leads" }).getByRole("listitem");
}

function rowOf(page: Page, name: string): Locator {
  return leadRows(page).filter({ has: page.getByRole("link", { name, exact: true }) });
}

/** The link that opens a lead, by the sender's name, in its row. */
function leadLink(page: Page, name: string): Locator {
  return rowOf(page, name).getByRole("link", { name, exact: true });
}

/**
 * The lines an element's text is laid out on (by where each character's box starts), for
 * checking where an e-mail address breaks.
 */
async function textLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const lines: string[] = [];
    let top: number | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const { top: at } = range.getBoundingClientRect();
        if (top === null || at > top + 2) {
          lines.push("");
          top = at;
        }
        lines[lines.length - 1] = `${lines.at(-1) ?? ""}${text[index] ?? ""}`;
      }
    }
    return lines;
  });
}

/** An e-mail address that wraps breaks only after its "@" or before a ".". */
async function expectEmailBreaksBetweenWords(locator: Locator, email: string) {
  const lines = await textLines(locator);
  expect(lines.join("")).toBe(email);
  expect(lines.length, "the address is long enough to wrap here").toBeGreaterThan(1);
  for (let index = 1; index < lines.length; index += 1) {
    expect(
      lines[index - 1]!.endsWith("@") || lines[index]!.startsWith("."),
      `break between "${lines[index - 1]}" and "${lines[index]}"`,
    ).toBe(true);
  }
}

/** Nothing on the page is wider than the screen, so nothing needs scrolling sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "nothing runs off the screen").toBe(0);
}

/** A small CSV reader (RFC 4180: quoted fields, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += character;
  }
  if (field !== "" || row.length > 0) rows.push([...row, field]);
  return rows;
}

test.describe("signing in", () => {
  sharedPageTest("every inbox page shows the sign-in form without a session", async ({ page }) => {
    for (const path of ["/inbox", "/inbox/audit", inboxLeadPath("some-lead")]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
      await expect(page.getByLabel("E-mail address")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Inbox" })).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    }
  });

  sharedPageTest(
    "a wrong password shows the server's message; the right one shows the list",
    async ({ page }) => {
      await page.goto("/inbox");
      await signIn(page, "not the password");
      await expect(page.getByRole("alert")).toHaveText(WRONG_DETAILS);
      await expect(page.getByLabel("E-mail address")).toHaveValue(OWNER.email);
      await expectNoAxeViolations(page);
      await page.getByLabel("Password").fill(OWNER.password);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeFocused();
      await expect(page.getByText(`Signed in as ${OWNER.email}`)).toBeVisible();
      await expect(
        page.getByText("Leads are deleted 365 days after they arrive; spam after 30 days."),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/inbox$/);
    },
  );

  sharedPageTest(
    "an empty sign-in names each missing field and focuses the first",
    async ({ page }) => {
      await page.goto("/inbox");
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      const email = page.getByLabel("E-mail address");
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await expect(email).toHaveAccessibleDescription("Error: Enter your e-mail address");
      await expect(page.getByLabel("Password")).toHaveAccessibleDescription(
        "Error: Enter your password",
      );
      await email.fill(OWNER.email);
      await expect(email).not.toHaveAttribute("aria-invalid");
    },
  );

  sharedPageTest("signing in stays on the lead the e-mail linked to", async ({ page }) => {
    const person = uniqueName("Hodan");
    const id = await submitLead(page, contactLead(person));
    await page.goto(inboxLeadPath(id));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Form: ${person.full}`,
    );
    expect(new URL(page.url()).search).toBe(`?id=${id}`);
  });

  sharedPageTest(
    "five failed sign-ins lock the address out with the server's message",
    async ({ page }) => {
      const server = await startSiteServer({
        env: { INBOX_OWNER_EMAIL: OWNER.email, INBOX_OWNER_PASSWORD: OWNER.password },
      });
      try {
        await page.goto(`${server.url}/inbox`);
        for (let attempt = 1; attempt <= 5; attempt += 1) {
          await signIn(page, `wrong ${attempt}`);
          await expect(page.getByRole("alert")).toHaveText(WRONG_DETAILS);
          await page.getByLabel("Password").fill("");
        }
        await signIn(page);
        await expect(page.getByRole("alert")).toHaveText(
          /^Too many failed sign-ins from your connection\. Try again in 15 minutes\.$/,
        );
        await expect(page.getByRole("button", { name: "Sign out" })).toHaveCount(0);
      } finally {
        await server.stop();
      }
    },
  );

  test.describe("with JavaScript switched off", () => {
    test.use({ javaScriptEnabled: false });

    sharedPageTest(
      "the pre-rendered inbox says it is loading and that it needs JavaScript",
      async ({ page }) => {
        const response = await page.goto("/inbox/lead?id=anything");
        expect(response?.headers()["cache-control"]).toBe("no-store");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
        await expect(page.getByText("Loading the inbox…")).toBeVisible();
        await expect(page.getByText(/^The inbox needs JavaScript\./)).toBeVisible();
        await expect(page.getByLabel("E-mail address")).toHaveCount(0);
      },
    );
  });
});

test.describe("the list", () => {
  sharedPageTest(
    "finds a lead sent through the site's contact form, with every column, and opens it",
    { tag: "@postgres" },
    async ({ page }) => {
      const person = uniqueName("Amina");
      await page.goto("/contact");
      const form = await formReady(page, "Contact form");
      await form.getByLabel("First name").fill(person.first);
      await form.getByLabel("Last name").fill(person.last);
      await form.getByLabel("Email").fill("amina@example.com");
      await form.getByLabel("Phone").fill("+252 904 014301");
      await form.getByLabel("Message").fill("Frozen grouper, 2 t\nFOB Bosaso, from March");
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Message sent!")).toBeVisible();

      await openSignedIn(page);
      await search(page, person.full);
      await expect(page.getByRole("status").filter({ hasText: "of 1 new lead" })).toHaveText(
        "1–1 of 1 new lead.",
      );
      const row = rowOf(page, person.full);
      await expect(row).toHaveCount(1);
      await expect(row.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
      await expect(row).toContainText("Contact form");
      await expect(row).toContainText("amina@example.com");
      await expect(row).toContainText("904 014301");
      await expect(row).toContainText("Frozen grouper, 2 t FOB Bosaso, from March");
      await expect(row).toContainText("Status: New");
      await expect(row).toContainText(/Delivery: (waiting|sent)/);

      await leadLink(page, person.full).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Contact Form: ${person.full}`,
      );
      await expect(
        page.getByText(/through the Contact form on the page \/contact\./),
      ).toBeVisible();
      const fields = page.getByRole("region", { name: "As submitted" });
      await expect(fields.getByRole("term")).toHaveText([
        "First name",
        "Last name",
        "Email",
        "Phone",
        "Message",
      ]);
      const message = fields.getByRole("definition").last();
      // A form post sends a textarea's line breaks as CRLF; they must still break the line.
      expect(await message.innerText()).toMatch(/^Frozen grouper, 2 t\r?\nFOB Bosaso, from March$/);
      await expect(page.getByRole("region", { name: "Delivery", exact: true })).toContainText(
        /E-mail: /,
      );
    },
  );

  sharedPageTest(
    "searches by e-mail and by a word of the message, and filters by form, status and days, never putting the search in a URL",
    async ({ page }) => {
      const person = uniqueName("Sahra");
      const word = `Kingfish${person.last}`;
      const email = `${person.last.toLowerCase()}.sahra@example.com`;
      await submitLead(page, contactLead(person, { email, message: `Chilled ${word} by air` }));
      const urls: string[] = [];
      page.on("request", (request) => urls.push(request.url()));
      await openSignedIn(page);

      await search(page, email.toUpperCase());
      await expect(leadRows(page)).toHaveCount(1);
      await expect(rowOf(page, person.full)).toBeVisible();

      await search(page, word.toLowerCase());
      await expect(rowOf(page, person.full)).toBeVisible();
      await expect(leadRows(page)).toHaveCount(1);

      await page.getByLabel("Form").selectOption({ label: "Cost calculator" });
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(
        page.getByText("No leads match this search and filter under “New”."),
      ).toBeVisible();
      await page.getByLabel("Form").selectOption({ label: "Contact form" });
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(rowOf(page, person.full)).toBeVisible();

      await page.getByRole("tab", { name: /^Handled/ }).click();
      await expect(
        page.getByText("No leads match this search and filter under “Handled”."),
      ).toBeVisible();
      await page.getByRole("tab", { name: /^New/ }).click();
      await expect(rowOf(page, person.full)).toBeVisible();

      await page.getByLabel("Received from").fill("2020-01-01");
      await page.getByLabel("Received until").fill("2020-12-31");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(
        page.getByText("No leads match this search and filter under “New”."),
      ).toBeVisible();

      await page.getByLabel("Received from").fill("2021-01-01");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page.getByLabel("Received until")).toHaveAccessibleDescription(
        /Error: Choose a “Received until” day on or after the “Received from” day/,
      );
      await expect(page.getByLabel("Received until")).toBeFocused();

      await page.getByRole("button", { name: "Clear the filter" }).click();
      await expect(searchBox(page)).toHaveValue("");
      await expect(page.getByLabel("Form")).toHaveValue("");

      for (const url of urls) {
        for (const secret of [word, word.toLowerCase(), email, encodeURIComponent(email)]) {
          expect(url).not.toContain(secret);
        }
      }
      expect(page.url()).toMatch(/\/inbox$/);
    },
  );

  // What the browser shows; the store's side (language filter, reference and phone search, several
  // leads' status, the attention count) is tested on both stores in server/inbox/*.test.ts.
  test.describe("on a phone", () => {
    test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

    sharedPageTest(
      "the list comes first with the filters folded, the tabs on one line, each lead shows its reference, language and ways to answer, and so does the lead's page",
      async ({ page }) => {
        const person = uniqueName("Phone");
        const email = `${person.last.toLowerCase()}.procurement@gulf-seafood-trading.example.com`;
        const id = await submitLead(
          page,
          contactLead(person, { email, phone: "+971 50 123 4567" }),
        );
        const arabic = { first: "حمدي", last: person.last, full: `حمدي ${person.last}` };
        await submitLead(page, contactLead(arabic, { _lang: "ar", _page: "/ar/contact" }));
        await openSignedIn(page);

        const toggle = page.getByRole("button", { name: /^Search, filter and export/ });
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(searchBox(page)).toBeHidden();
        const firstRow = (await leadRows(page).first().boundingBox())!;
        expect(firstRow.y, "the first lead starts within the first screen").toBeLessThan(800 - 100);
        const tabs = await page
          .getByRole("tab")
          .evaluateAll((elements) =>
            elements.map((element) => element.getBoundingClientRect().top),
          );
        expect(new Set(tabs).size, "the tabs share one line").toBe(1);
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);

        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await expectNoAxeViolations(page);
        await search(page, person.last);
        await expect(toggle).toHaveAttribute("aria-expanded", "false");
        await expect(page.getByRole("status").filter({ hasText: "of 2 new leads" })).toBeFocused();
        await expect(toggle).toContainText("1 on");

        const row = rowOf(page, person.full);
        await expect(row).toContainText(leadReference(id));
        await expectEmailBreaksBetweenWords(row.getByText(email), email);
        await expect(
          row.getByRole("link", { name: `Reply to ${person.full} by e-mail` }),
        ).toHaveAttribute(
          "href",
          `mailto:${encodeURIComponent(email.split("@")[0]!)}@gulf-seafood-trading.example.com?subject=${encodeURIComponent(`Re: Contact Form: ${person.full} [${leadReference(id)}]`)}`,
        );
        await expect(row.getByRole("link", { name: `Call ${person.full}` })).toHaveAttribute(
          "href",
          "tel:+971501234567",
        );
        await expect(row.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
          "href",
          "https://wa.me/971501234567",
        );
        await expect(row).not.toContainText("Arabic");
        await expect(rowOf(page, arabic.full)).toContainText("Language: Arabic");

        await toggle.click();
        await page.getByLabel("Language").selectOption({ label: "Arabic" });
        await page.getByRole("button", { name: "Search", exact: true }).click();
        await expect(leadRows(page)).toHaveCount(1);
        await expect(rowOf(page, arabic.full)).toBeVisible();
        await expect(toggle).toContainText("2 on");

        await leadLink(page, arabic.full).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          `Contact Form: ${arabic.full}`,
        );
        await expect(page.getByText("Language: Arabic (answer in Arabic)")).toBeVisible();
        const fields = page.getByRole("region", { name: "As submitted" });
        await expect(fields.getByRole("definition").filter({ hasText: "حمدي" })).toHaveAttribute(
          "dir",
          "auto",
        );
        await expect(
          page.getByRole("link", { name: `Reply to ${arabic.full} by e-mail` }),
        ).toHaveAttribute("href", /^mailto:.+\?subject=Re%3A%20Contact%20Form%3A%20/);
        await expect(page.getByRole("link", { name: `Call ${arabic.full}` })).toHaveAttribute(
          "href",
          "tel:+252904014301",
        );
        await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute(
          "href",
          "https://wa.me/252904014301",
        );
        await expectNoSidewaysScroll(page);
        await expectNoAxeViolations(page);
      },
    );
  });

  sharedPageTest(
    "marks leads handled from the list, one from its row and several at once, by keyboard",
    async ({ page }) => {
      const person = uniqueName("Bulk");
      const ids: string[] = [];
      for (const first of ["Abdi", "Bilan", "Cawo"]) {
        ids.push(
          await submitLead(
            page,
            contactLead({ ...person, first, full: `${first} ${person.last}` }),
          ),
        );
      }
      await openSignedIn(page);
      await search(page, leadReference(ids[0]!));
      await expect(leadRows(page)).toHaveCount(1);
      await expect(rowOf(page, `Abdi ${person.last}`)).toBeVisible();
      await search(page, person.last);
      await expect(leadRows(page)).toHaveCount(3);

      const single = rowOf(page, `Abdi ${person.last}`).getByRole("button", {
        name: `Mark handled: Abdi ${person.last}`,
      });
      await single.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Marked" })).toHaveText(
        "Marked as handled: 1 lead.",
      );
      await expect(leadRows(page)).toHaveCount(2);
      await expect(page.getByRole("status").filter({ hasText: "of 2 new leads" })).toBeFocused();

      const bulk = page.getByRole("button", { name: /^Mark handled \(\d+ chosen\)$/ });
      await bulk.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("alert").filter({ hasText: "Choose one or more" })).toHaveText(
        "Choose one or more leads first, with the boxes beside them.",
      );
      await page.getByRole("checkbox", { name: `Choose Bilan ${person.last}` }).focus();
      await page.keyboard.press("Space");
      await page.getByRole("checkbox", { name: `Choose Cawo ${person.last}` }).focus();
      await page.keyboard.press("Space");
      await expect(
        page.getByRole("checkbox", { name: "Choose all 2 leads on this page" }),
      ).toBeChecked();
      await expect(bulk).toHaveAccessibleName("Mark handled (2 chosen)");
      await bulk.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "Marked" })).toHaveText(
        "Marked as handled: 2 leads.",
      );
      await expect(
        page.getByText("No leads match this search and filter under “New”."),
      ).toBeVisible();
      await expect(page.getByRole("tab", { name: "Handled 3", exact: true })).toBeVisible();
    },
  );

  test("new leads appear while the page is open, counted in the tab title, the tabs and the navigation; polling stops when hidden or signed out", async ({
    page,
  }) => {
    const person = uniqueName("Fresh");
    await submitLead(page, contactLead(person, { firstName: "First" }));
    const polls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes(INBOX_API.attention)) polls.push(request.url());
    });
    await page.clock.install();
    await openSignedIn(page);
    await search(page, person.last);
    await expect(leadRows(page)).toHaveCount(1);
    await expect(page).toHaveTitle(/^\(\d+\) Leads · Inbox/);
    const before = Number(/^\((\d+)\)/.exec(await page.title())![1]);
    await expect(
      page
        .getByRole("navigation", { name: "Inbox" })
        .getByRole("link", { name: new RegExp(`^Leads\\W+${before} new$`) }),
    ).toBeVisible();

    await submitLead(page, contactLead(person, { firstName: "Second" }));
    await page.clock.fastForward(ATTENTION_POLL_MS);
    await expect(rowOf(page, `Second ${person.last}`)).toBeVisible();
    await expect(page.getByRole("tab", { name: "New 2", exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^\\(${before + 1}\\) Leads · Inbox`));
    await expect(page.getByRole("status").filter({ hasText: "arrived" })).toHaveText(
      "1 new lead arrived.",
    );
    for (const url of polls) expect(new URL(url).search).toBe("");

    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => "hidden",
      });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    const whileVisible = polls.length;
    await page.clock.fastForward(3 * ATTENTION_POLL_MS);
    expect(polls.length, "no poll while the page is hidden").toBe(whileVisible);
    await page.evaluate(() => {
      Object.defineProperty(document, "visibilityState", {
        configurable: true,
        get: () => "visible",
      });
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect
      .poll(() => polls.length, { message: "a poll as soon as it is visible" })
      .toBe(whileVisible + 1);

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await expect(page).toHaveTitle(/^Leads · Inbox/);
    const signedOut = polls.length;
    await page.clock.fastForward(3 * ATTENTION_POLL_MS);
    expect(polls.length, "no poll once signed out").toBe(signedOut);
  });

  sharedPageTest("pages through 50 leads at a time, newest first", async ({ page }) => {
    const person = uniqueName("Pager");
    for (let index = 0; index < 51; index += 1) {
      await submitLead(
        page,
        contactLead(person, { firstName: `Pager${String.fromCharCode(97 + (index % 26))}` }),
      );
    }
    await openSignedIn(page);
    await search(page, person.last);
    await expect(leadRows(page)).toHaveCount(50);
    const pager = page.getByRole("navigation", { name: "Pages of leads" });
    await expect(pager).toContainText("Page 1 of 2");
    await expect(pager.getByRole("button", { name: "Previous" })).toBeDisabled();
    await pager.getByRole("button", { name: "Next" }).click();
    await expect(pager).toContainText("Page 2 of 2");
    await expect(leadRows(page)).toHaveCount(1);
    await expect(page.getByText("51–51 of 51 new leads.")).toBeVisible();
    // The first lead sent is the oldest, so it is alone on the last page.
    await expect(leadLink(page, `Pagera ${person.last}`)).toBeVisible();
  });

  sharedPageTest(
    "marking a lead handled moves it to the Handled tab and changes the counts",
    async ({ page }) => {
      const person = uniqueName("Faisal");
      await submitLead(page, contactLead(person));
      await openSignedIn(page);
      await search(page, person.full);
      await expect(page.getByRole("tab", { name: "New 1", exact: true })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Handled 0", exact: true })).toBeVisible();

      await leadLink(page, person.full).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Contact Form: ${person.full}`,
      );
      await page.getByRole("button", { name: "Mark handled" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Marked" })).toHaveText(
        "Marked as handled.",
      );
      await expect(page.getByRole("button", { name: "Mark new" })).toBeVisible();

      await page.getByRole("link", { name: "All leads" }).click();
      // The list comes back with the search it had.
      await expect(searchBox(page)).toHaveValue(person.full);
      await expect(page.getByRole("tab", { name: "New 0", exact: true })).toBeVisible();
      await expect(page.getByRole("tab", { name: "Handled 1", exact: true })).toBeVisible();
      await expect(rowOf(page, person.full)).toHaveCount(0);
      await page.getByRole("tab", { name: "Handled 1", exact: true }).click();
      await expect(page.getByRole("tab", { name: "Handled 1" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(rowOf(page, person.full)).toContainText("Status: Handled");
    },
  );
});

test.describe("a lead", () => {
  sharedPageTest(
    "spam and not spam move it between tabs, and the outcome is said",
    async ({ page }) => {
      const person = uniqueName("Warsame");
      const id = await submitLead(page, contactLead(person));
      await openSignedIn(page, inboxLeadPath(id));
      await page.getByRole("button", { name: "Mark as spam" }).click();
      await expect(page.getByRole("status").filter({ hasText: "spam" })).toHaveText(
        "Marked as spam: it is not forwarded, and it is deleted after 30 days.",
      );
      await expect(page.getByRole("button", { name: "Mark handled" })).toHaveCount(0);
      await page.getByRole("button", { name: "Not spam" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Not spam" })).toHaveText(
        /^Not spam: moved to New/,
      );
      await expect(page.getByRole("button", { name: "Mark handled" })).toBeVisible();
    },
  );

  sharedPageTest(
    "with e-mail not set up, every page says so, the lead says why it was not sent and offers no retry",
    async ({ page }) => {
      const server = await startSiteServer({
        env: { INBOX_OWNER_EMAIL: OWNER.email, INBOX_OWNER_PASSWORD: OWNER.password },
      });
      try {
        const person = uniqueName("Retry");
        const response = await page.request.post(`${server.url}/api/leads`, {
          headers: { Accept: "application/json" },
          data: contactLead(person),
        });
        const { id } = (await response.json()) as { id: string };
        await page.goto(`${server.url}${inboxLeadPath(id)}`);
        await signIn(page);
        const banner = page.getByRole("region", { name: /^Leads are not e-mailed/ });
        await expect(banner).toContainText("e-mail is not set up on the server");
        const advice = banner.getByText(/set SMTP_URL \(with LEADS_TO and MAIL_FROM\)/);
        await expect(advice).toBeHidden();
        await banner.getByText("What to do").click();
        await expect(advice).toBeVisible();
        await expect(page.getByRole("region", { name: "Delivery", exact: true })).toContainText(
          "Not sent: e-mail is not set up.",
        );
        await expect(page.getByText("Delivery: not sent: e-mail is not set up")).toBeVisible();
        await expect(page.getByRole("button", { name: "Mark handled" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Retry delivery now" })).toHaveCount(0);
        await expectNoAxeViolations(page);

        await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
        await page.getByRole("link", { name: "Audit log" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
        await expect(banner).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole("link", { name: /^Leads/ }).click();
        await expect(leadLink(page, person.full)).toBeVisible();
        const first = (await leadLink(page, person.full).boundingBox())!;
        expect(
          first.y,
          "the first lead starts within the first screen, under the banner",
        ).toBeLessThan(800 - 100);
        await expectNoSidewaysScroll(page);
      } finally {
        await server.stop();
      }
    },
  );

  sharedPageTest(
    "is deleted only after the confirmation, then is gone from the list and its page",
    async ({ page }) => {
      const person = uniqueName("Deeqa");
      const id = await submitLead(page, contactLead(person));
      await openSignedIn(page, inboxLeadPath(id));

      await page.getByRole("button", { name: "Delete", exact: true }).click();
      const dialog = page.getByRole("alertdialog", { name: "Delete this lead?" });
      await expect(dialog).toHaveAccessibleDescription(
        "This erases it and its delivery records. It cannot be undone.",
      );
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Contact Form: ${person.full}`,
      );

      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await dialog.getByRole("button", { name: "Delete the lead" }).click();
      await expect(page).toHaveURL(/\/inbox$/);
      await expect(page.getByRole("status").filter({ hasText: "deleted" })).toHaveText(
        "The lead was deleted.",
      );
      await search(page, person.full);
      await expect(
        page.getByText("No leads match this search and filter under “New”."),
      ).toBeVisible();

      await page.goto(inboxLeadPath(id));
      await expect(page.getByText(MISSING)).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead not found");
    },
  );
});

sharedPageTest(
  "exports the current filter, or every status, as a CSV an owner can read: a column per field, each person once, times with their offset, formulas defused",
  async ({ page }) => {
    const person = uniqueName("Export");
    const contactId = await submitLead(
      page,
      contactLead(person, { message: '=HYPERLINK("http://evil.example","click")' }),
    );
    await submitLead(page, {
      _form: "offer",
      name: `Booker ${person.last}`,
      email: "booker@example.com",
      phone: "020 7946 0958",
      company: "Obi & Sons",
      message: "@SUM(1,2)",
    });
    await submitLead(
      page,
      contactLead(person, { firstName: "Bot", website: "http://spam.example" }),
    );
    await openSignedIn(page);
    await search(page, person.last);
    await expect(leadRows(page)).toHaveCount(2);

    const exported = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const download = await exported;
    expect(download.suggestedFilename()).toMatch(/^leads-new-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const [header, ...rows] = parseCsv(bytes.subarray(3).toString("utf8"));
    expect(header).toEqual([
      "Reference",
      "Received",
      "Form",
      "Status",
      "Delivery",
      "Language",
      "Name",
      "E-mail",
      "Phone",
      "Page",
      "Message",
      "Company",
      "Id",
    ]);
    expect(rows).toHaveLength(2);
    const cell = (row: string[], column: string) => row[header!.indexOf(column)];
    const contact = rows.find((row) => cell(row, "Form") === "Contact form")!;
    const offer = rows.find((row) => cell(row, "Form") === "Trial booking")!;
    expect(cell(contact, "Reference")).toBe(leadReference(contactId));
    expect(cell(contact, "Received")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} \+03:00$/);
    expect(cell(contact, "Name")).toBe(person.full);
    expect(cell(contact, "Language")).toBe("English");
    expect(cell(contact, "Message")).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell(offer, "Message")).toBe("'@SUM(1,2)");
    expect(cell(offer, "Company")).toBe("Obi & Sons");
    // The page stays as it was: the file came as an attachment.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");

    await page.getByRole("radio", { name: /^All statuses/ }).check();
    const everything = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const all = await everything;
    expect(all.suggestedFilename()).toMatch(/^leads-all-/);
    const [allHeader, ...allRows] = parseCsv(
      (await readFile((await all.path())!)).subarray(3).toString("utf8"),
    );
    const status = allHeader!.indexOf("Status");
    expect(allRows.map((row) => row[status]).sort()).toEqual(["New", "New", "Spam"]);
  },
);

sharedPageTest(
  "signing out forgets the leads: Back and Forward show the sign-in form and no lead",
  async ({ page }) => {
    const person = uniqueName("Ubah");
    const id = await submitLead(page, contactLead(person));
    await openSignedIn(page);
    await search(page, person.full);
    await leadLink(page, person.full).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Form: ${person.full}`,
    );

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await expect(page.getByText("You have signed out.", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain(
      person.last,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/inbox$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await expect(page.locator("body")).not.toContainText(person.last);
    await expect(searchBox(page)).toHaveCount(0);

    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/inbox/lead\\?id=${id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await expect(page.locator("body")).not.toContainText(person.last);

    // A fresh load asks the server, which no longer knows the session.
    const answer = page.waitForResponse((response) => response.url().endsWith(INBOX_API.session));
    await page.reload();
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await expect(page.locator("body")).not.toContainText(person.last);
  },
);

sharedPageTest(
  "hostile text in every field shows as plain text in the list and the lead, and runs nothing",
  async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const email = `${uniqueName().last.toLowerCase()}@example.com`;
    await page.goto("/inbox");
    const status = await page.evaluate(
      async ({ hostile, email }) => {
        const response = await fetch("/api/leads", {
          method: "POST",
          headers: { Accept: "application/json", "Content-Type": "application/json" },
          body: JSON.stringify({
            _form: "enquiry",
            fullName: hostile,
            email,
            phone: "+252904014301",
            interest: hostile,
            message: hostile,
          }),
        });
        return response.status;
      },
      { hostile: HOSTILE, email },
    );
    expect(status).toBe(201);
    await signIn(page);
    await search(page, email);
    const row = rowOf(page, HOSTILE);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("paragraph").filter({ hasText: HOSTILE })).toHaveText(HOSTILE);

    await row.getByRole("link", { name: HOSTILE, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry: ${HOSTILE}`);
    const fields = page.getByRole("region", { name: "As submitted" });
    await expect(fields.getByRole("definition").filter({ hasText: HOSTILE })).toHaveCount(3);

    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        [...document.scripts].some((script) => script.textContent?.includes("alert(1)")),
      ),
    ).toBe(false);
    expect(dialogs).toEqual([]);
  },
);

sharedPageTest(
  "the audit log lists a status change with its lead, and the navigation marks the page",
  async ({ page }) => {
    const person = uniqueName("Audit");
    const id = await submitLead(page, contactLead(person));
    await openSignedIn(page, inboxLeadPath(id));
    await page.getByRole("button", { name: "Mark handled" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked" })).toHaveText(
      "Marked as handled.",
    );
    const navigation = page.getByRole("navigation", { name: "Inbox" });
    await navigation.getByRole("link", { name: "Audit log" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
    await expect(navigation.getByRole("link", { name: "Audit log" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(navigation.getByRole("link", { name: "Leads" })).not.toHaveAttribute(
      "aria-current",
    );
    const entries = page.getByRole("list", { name: "Audit log entries, newest first" });
    const change = entries
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: `Lead ${leadReference(id)}` }) });
    await expect(change.first().getByRole("term")).toHaveText([
      "When",
      "Who",
      "What",
      "Lead",
      "Detail",
    ]);
    await expect(change.first()).toContainText("Changed a lead's status");
    await expect(change.first()).toContainText("new → handled");
    await expect(change.first()).toContainText(OWNER.email);
    await change.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Form: ${person.full}`,
    );
  },
);

test.describe("by keyboard", () => {
  sharedPageTest(
    "the skip link, the search, the list and a lead's actions all work from the keyboard",
    async ({ page }) => {
      const person = uniqueName("Keys");
      await submitLead(page, contactLead(person));
      await openSignedIn(page);

      // A fresh load, so that the first Tab starts at the top of the page.
      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();

      await searchBox(page).focus();
      await page.keyboard.type(person.full);
      await page.keyboard.press("Enter");
      const link = leadLink(page, person.full);
      await expect(link).toBeVisible();
      await tabUntilFocused(page, link);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toBeFocused();

      const handled = page.getByRole("button", { name: "Mark handled" });
      await tabUntilFocused(page, handled);
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Mark new" })).toBeFocused();
      await expect(page.getByText("Marked as handled.")).toBeVisible();

      const remove = page.getByRole("button", { name: "Delete", exact: true });
      await tabUntilFocused(page, remove);
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("alertdialog", { name: "Delete this lead?" });
      await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      await expect(remove).toBeFocused();
    },
  );

  sharedPageTest(
    "the status tabs move with the arrow keys and open with Enter",
    async ({ page }) => {
      await openSignedIn(page);
      const newTab = page.getByRole("tab", { name: /^New/ });
      await newTab.focus();
      await page.keyboard.press("ArrowRight");
      const handledTab = page.getByRole("tab", { name: /^Handled/ });
      await expect(handledTab).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(handledTab).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel", { name: /^Handled/ })).toBeVisible();
    },
  );
});

test.describe(`axe at ${PHONE_WIDTH} and ${DESKTOP_WIDTH} px`, () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 800 } });

  /**
   * No WCAG 2.2 AA violations, and nothing wider than the window, at a phone's width and a
   * laptop's: the page is walked through once, and each state checked at both (the inbox's
   * layout follows the width through CSS, and what the page shows is kept across a resize).
   */
  async function expectAccessible(page: Page, include?: string) {
    const start = page.viewportSize()!;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoAxeViolations(page, include);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `at ${width} px`,
      ).toBeLessThanOrEqual(width);
    }
    await page.setViewportSize(start);
  }

  sharedPageTest("the sign-in form, empty and with its errors, passes axe", async ({ page }) => {
    await page.goto("/inbox");
    await expect(page.getByLabel("E-mail address")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);
  });

  sharedPageTest("the list and a lead pass axe", async ({ page }) => {
    const person = uniqueName("Axe");
    await submitLead(
      page,
      contactLead(person, {
        message: `A long line without spaces: ${"x".repeat(120)}\nand a second line`,
      }),
    );
    await openSignedIn(page);
    await search(page, person.full);
    await expect(rowOf(page, person.full)).toBeVisible();
    await expectAccessible(page);

    await leadLink(page, person.full).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Form: ${person.full}`,
    );
    await expectAccessible(page);
  });

  sharedPageTest(
    "with delivery failing: the banner on every page, the failure in plain words with the technical text folded, and a retry",
    async ({ page }) => {
      const server = await startSiteServer({
        env: {
          SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
          INBOX_OWNER_EMAIL: OWNER.email,
          INBOX_OWNER_PASSWORD: OWNER.password,
        },
      });
      try {
        const person = uniqueName("Failing");
        await page.request.post(`${server.url}/api/leads`, {
          headers: { Accept: "application/json" },
          data: contactLead(person),
        });
        await expect.poll(() => server.output()).toContain('"event":"lead.delivery-retry"');
        await page.goto(`${server.url}/inbox`);
        await signIn(page);

        const banner = page.getByRole("region", {
          name: /^Delivery is failing since \d{2}:\d{2}: 1 lead not sent\.$/,
        });
        await expect(banner).toContainText("Why: the mail server refused the connection (e-mail,");
        const advice = banner.getByText(/^Check that the mail server is running/);
        await expect(advice).toBeHidden();
        await expect(banner.getByText(/ECONNREFUSED/)).toBeHidden();
        await expect(rowOf(page, person.full)).toContainText(
          /Delivery: failing since \d{2}:\d{2}, next try (\d{2}:\d{2}|now)/,
        );
        await expectAccessible(page);
        await banner.getByText("What to do").click();
        await expect(advice).toBeVisible();
        await expect(banner.getByText(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/)).toBeVisible();
        await expectAccessible(page);

        await leadLink(page, person.full).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          `Contact Form: ${person.full}`,
        );
        await expect(banner).toBeVisible();
        const delivery = page.getByRole("region", { name: "Delivery", exact: true });
        await expect(delivery.getByRole("heading", { level: 3 })).toHaveText(
          /^E-mail: failing since \d{2}:\d{2}, next try (\d{2}:\d{2}|now)$/,
        );
        await expect(delivery).toContainText("Why: The mail server refused the connection.");
        await expect(delivery.getByText(/ECONNREFUSED/)).toBeHidden();
        await expect(page.getByRole("button", { name: "Retry delivery now" })).toBeVisible();
        await delivery.getByText("Technical details").click();
        await expect(delivery.getByText(/: failed: connect ECONNREFUSED/).first()).toBeVisible();
        await expectAccessible(page);

        await page.getByRole("link", { name: "Audit log" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
        await banner.getByRole("link", { name: "Show the leads not sent" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
        await showFilters(page);
        await expect(page.getByRole("combobox", { name: "Delivery", exact: true })).toHaveValue(
          "failing",
        );
        await expect(leadRows(page)).toHaveCount(1);
      } finally {
        await server.stop();
      }
    },
  );

  sharedPageTest("the delete confirmation and the audit log pass axe", async ({ page }) => {
    const id = await submitLead(page, contactLead(uniqueName("Axe")));
    await openSignedIn(page, inboxLeadPath(id));
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectAccessible(page, '[role="alertdialog"]');
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "Audit log" }).click();
    const entries = page.getByRole("list", { name: "Audit log entries, newest first" });
    await expect(entries).toBeVisible();
    await expectAccessible(page);
    // Each entry stacks its parts within the screen: nothing to scroll sideways, even inside.
    const first = entries.getByRole("listitem").first();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const part of await first.getByRole("definition").all()) {
        const box = (await part.boundingBox())!;
        expect(box.x + box.width, `at ${width} px`).toBeLessThanOrEqual(width);
      }
    }
  });
});

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabUntilFocused(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
