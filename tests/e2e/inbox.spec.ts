/**
 * The owner's inbox in the browser, on the worker's production server (SQLite, and PostgreSQL
 * in the postgres project). Every test makes its own leads with a unique name and finds them by
 * it, so tests can share the server. Failed sign-ins are kept to one per server (the server
 * locks an address out after five); the lockout itself runs on a server of its own.
 */
import { readFile } from "node:fs/promises";

import type { Locator } from "@playwright/test";

import { INBOX_API } from "../../app/contracts/inbox";
import { inboxLeadPath } from "../../app/contracts/inbox-paths";
import { startSiteServer } from "../support/site-server";
import { expectNoAxeViolations } from "./axe";
import { expect, OWNER, type Page, test } from "./fixtures";
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

/** Opens an inbox page and signs in there. */
async function openSignedIn(page: Page, path = "/inbox") {
  await page.goto(path);
  await signIn(page);
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

/** Searches the list (pressing Enter, as a person would) and waits for the answer. */
async function search(page: Page, text: string) {
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
  test(
    "every inbox page shows the sign-in form without a session",
    { tag: "@any-store" },
    async ({ page }) => {
      for (const path of ["/inbox", "/inbox/audit", inboxLeadPath("some-lead")]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
        await expect(page.getByLabel("E-mail address")).toBeVisible();
        await expect(page.getByRole("navigation", { name: "Inbox" })).toHaveCount(0);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      }
    },
  );

  test("a wrong password shows the server's message; the right one shows the list", async ({
    page,
  }) => {
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
  });

  test(
    "an empty sign-in names each missing field and focuses the first",
    { tag: "@any-store" },
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

  test("signing in stays on the lead the e-mail linked to", async ({ page }) => {
    const person = uniqueName("Hodan");
    const id = await submitLead(page, contactLead(person));
    await page.goto(inboxLeadPath(id));
    await signIn(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Form: ${person.full}`,
    );
    expect(new URL(page.url()).search).toBe(`?id=${id}`);
  });

  test("five failed sign-ins lock the address out with the server's message", async ({ page }) => {
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
  });

  test.describe("with JavaScript switched off", { tag: "@any-store" }, () => {
    test.use({ javaScriptEnabled: false });

    test("the pre-rendered inbox says it is loading and that it needs JavaScript", async ({
      page,
    }) => {
      const response = await page.goto("/inbox/lead?id=anything");
      expect(response?.headers()["cache-control"]).toBe("no-store");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
      await expect(page.getByText("Loading the inbox…")).toBeVisible();
      await expect(page.getByText(/^The inbox needs JavaScript\./)).toBeVisible();
      await expect(page.getByLabel("E-mail address")).toHaveCount(0);
    });
  });
});

test.describe("the list", () => {
  test("finds a lead sent through the site's contact form, with every column, and opens it", async ({
    page,
  }) => {
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

    await row.getByRole("link", { name: person.full }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Contact Form: ${person.full}`,
    );
    await expect(page.getByText(/through the Contact form on the page \/contact\./)).toBeVisible();
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
    await expect(page.getByRole("region", { name: "Delivery" })).toContainText(/E-mail: /);
  });

  test("searches by e-mail and by a word of the message, and filters by form, status and days, never putting the search in a URL", async ({
    page,
  }) => {
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
  });

  test("pages through 50 leads at a time, newest first", async ({ page }) => {
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
    await expect(leadRows(page).getByRole("link")).toHaveText(`Pagera ${person.last}`);
  });

  test("marking a lead handled moves it to the Handled tab and changes the counts", async ({
    page,
  }) => {
    const person = uniqueName("Faisal");
    await submitLead(page, contactLead(person));
    await openSignedIn(page);
    await search(page, person.full);
    await expect(page.getByRole("tab", { name: "New 1", exact: true })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Handled 0", exact: true })).toBeVisible();

    await rowOf(page, person.full).getByRole("link").click();
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
  });
});

test.describe("a lead", () => {
  test("spam and not spam move it between tabs, and the outcome is said", async ({ page }) => {
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
  });

  test("retrying delivery where none is set up shows the server's reason", async ({ page }) => {
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
      await expect(page.getByRole("region", { name: "Delivery" })).toContainText(
        "Not sent: no delivery was set up when it arrived.",
      );
      await page.getByRole("button", { name: "Retry delivery now" }).click();
      await expect(page.getByRole("region", { name: "Actions" }).getByRole("alert")).toHaveText(
        /^Delivery is not set up/,
      );
    } finally {
      await server.stop();
    }
  });

  test("is deleted only after the confirmation, then is gone from the list and its page", async ({
    page,
  }) => {
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
  });
});

test("exports the current filter as CSV with a byte-order mark, a column per field and formulas defused", async ({
  page,
}) => {
  const person = uniqueName("Export");
  await submitLead(
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
  expect(header!.slice(0, 9)).toEqual([
    "id",
    "received_at",
    "form",
    "status",
    "delivery",
    "page",
    "sender_name",
    "sender_email",
    "sender_phone",
  ]);
  for (const column of ["firstName", "lastName", "company", "message", "fullName"]) {
    expect(header).toContain(column);
  }
  expect(rows).toHaveLength(2);
  const cell = (row: string[], column: string) => row[header!.indexOf(column)];
  const contact = rows.find((row) => cell(row, "form") === "Contact form")!;
  const offer = rows.find((row) => cell(row, "form") === "Trial booking")!;
  expect(cell(contact, "sender_name")).toBe(person.full);
  expect(cell(contact, "message")).toBe(`'=HYPERLINK("http://evil.example","click")`);
  expect(cell(offer, "message")).toBe("'@SUM(1,2)");
  expect(cell(offer, "company")).toBe("Obi & Sons");
  // The page stays as it was: the file came as an attachment.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leads");
});

test("signing out forgets the leads: Back and Forward show the sign-in form and no lead", async ({
  page,
}) => {
  const person = uniqueName("Ubah");
  const id = await submitLead(page, contactLead(person));
  await openSignedIn(page);
  await search(page, person.full);
  await rowOf(page, person.full).getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact Form: ${person.full}`);

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
});

test("hostile text in every field shows as plain text in the list and the lead, and runs nothing", async ({
  page,
}) => {
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

  await row.getByRole("link").click();
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
});

test("the audit log lists a status change with its lead, and the navigation marks the page", async ({
  page,
}) => {
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
  await expect(navigation.getByRole("link", { name: "Leads" })).not.toHaveAttribute("aria-current");
  const table = page.getByRole("table");
  await expect(table.getByRole("columnheader")).toHaveText([
    "When",
    "Who",
    "What",
    "Lead",
    "Detail",
  ]);
  const change = table
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `Lead ${id.slice(0, 8)}` }) });
  await expect(change.first()).toContainText("Changed a lead's status");
  await expect(change.first()).toContainText("new → handled");
  await expect(change.first()).toContainText(OWNER.email);
  await change.first().getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contact Form: ${person.full}`);
});

test.describe("by keyboard", { tag: "@any-store" }, () => {
  test("the skip link, the search, the list and a lead's actions all work from the keyboard", async ({
    page,
  }) => {
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
    const link = rowOf(page, person.full).getByRole("link");
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
  });

  test("the status tabs move with the arrow keys and open with Enter", async ({ page }) => {
    await openSignedIn(page);
    const newTab = page.getByRole("tab", { name: /^New/ });
    await newTab.focus();
    await page.keyboard.press("ArrowRight");
    const handledTab = page.getByRole("tab", { name: /^Handled/ });
    await expect(handledTab).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(handledTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: /^Handled/ })).toBeVisible();
  });
});

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, { tag: "@any-store" }, () => {
    test.use({ viewport: { width, height: 800 } });

    /** No WCAG 2.2 AA violations, and nothing wider than the window. */
    async function expectAccessible(page: Page, include?: string) {
      await expectNoAxeViolations(page, include);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }

    test("the sign-in form, empty and with its errors, passes axe", async ({ page }) => {
      await page.goto("/inbox");
      await expect(page.getByLabel("E-mail address")).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page);
    });

    test("the list and a lead pass axe", async ({ page }) => {
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

      await rowOf(page, person.full).getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        `Contact Form: ${person.full}`,
      );
      await expectAccessible(page);
    });

    test("the delete confirmation and the audit log pass axe", async ({ page }) => {
      const id = await submitLead(page, contactLead(uniqueName("Axe")));
      await openSignedIn(page, inboxLeadPath(id));
      await page.getByRole("button", { name: "Delete", exact: true }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectAccessible(page, '[role="alertdialog"]');
      await page.keyboard.press("Escape");

      await page.getByRole("link", { name: "Audit log" }).click();
      await expect(page.getByRole("table")).toBeVisible();
      await expectAccessible(page);
    });
  });
}

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabUntilFocused(page: Page, target: Locator, limit = 60) {
  for (let press = 0; press < limit; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}
