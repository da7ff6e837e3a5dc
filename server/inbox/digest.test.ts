import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import type { Store } from "../db/connection";
import type { NewLead } from "../leads/lead-store";
import { createMailer, type Mailer } from "../leads/mail";
import { captureLog, openTestStore, STORE_KINDS } from "../test/harness";
import { startOwnerDigest } from "./digest";
import { WEEK_MS } from "./overview-queries";
import { storeLead } from "../test/new-lead";

/** Monday 23 November 2026, 08:00 in Mogadishu (05:00 UTC). */
const MONDAY_8 = Date.UTC(2026, 10, 23, 5);
const LAST_WEEK = Date.UTC(2026, 10, 16, 9);
const MAIL = { from: "Website <site@example.com>", to: ["owner@example.com", "sales@example.com"] };

let sequence = 0;

function enquiry(phone: string): NewLead {
  sequence += 1;
  return {
    submissionId: `digest-${sequence}`,
    submissionHash: "test",
    lang: "ar",
    form: "enquiry",
    subject: "Enquiry: Hamdi Warsame",
    status: "new",
    page: "/ar/contact",
    sender: { name: "Hamdi Warsame", email: "hamdi@example.com", phone },
    preview: "Lobster, 500 kg",
    values: { product: "Lobster", productForm: "Frozen: Whole" },
    rows: [{ key: "message", label: "Message", value: "Lobster, 500 kg" }],
    choices: [],
  };
}

describe.each(STORE_KINDS)("the owner's weekly e-mail on %s", (kind) => {
  let mailbox: TestMailbox;
  let mailer: Mailer;
  let store: Store | undefined;
  const stops: Array<() => void> = [];

  beforeAll(async () => {
    mailbox = await startMailbox();
    mailer = createMailer(mailbox.url);
  });
  afterEach(async () => {
    for (const stop of stops.splice(0)) stop();
    await store?.close();
    store = undefined;
    mailbox.received.length = 0;
  });
  afterAll(async () => {
    mailer?.close();
    await mailbox?.close();
  });

  /** A digest started (it checks at once, as at a server's start) with the clock before 08:00. */
  function digest(s: Store, clock: { now: number }) {
    const started = startOwnerDigest({
      store: s,
      log: captureLog().log,
      mailer,
      mail: MAIL,
      now: () => clock.now,
    });
    stops.push(started.stop);
    return started;
  }

  test("sends last week's figures on Monday from 08:00, once across instances, without personal data", async () => {
    store = await openTestStore(kind);
    await storeLead(store, enquiry("+968 9123 4567"), [], LAST_WEEK);
    await storeLead(store, enquiry("+968 9123 7654"), [], LAST_WEEK + 60_000);
    await storeLead(store, enquiry("+968 9123 0000"), [], LAST_WEEK - WEEK_MS);
    const clock = { now: MONDAY_8 - 1 };
    const [one, two] = [digest(store, clock), digest(store, clock)];
    expect(await one.runIfDue()).toBe("not-due");

    clock.now = MONDAY_8;
    const outcomes = await Promise.all([one.runIfDue(), two.runIfDue()]);
    expect(outcomes.sort()).toEqual(["claimed-elsewhere", "sent"]);
    expect(await one.runIfDue()).toBe("claimed-elsewhere");
    expect(mailbox.received).toHaveLength(1);

    const { mail, recipients, raw } = mailbox.received[0]!;
    expect(recipients).toEqual(MAIL.to);
    expect(mail.subject).toBe("Weekly overview: 2 enquiries in the week of 16 November 2026");
    expect(mail.text).toContain("Enquiries: 2 (an average week of the three before: 0.3)");
    expect(mail.text).toContain("Markets, 4 weeks: Oman 3");
    expect(mail.text).toContain("Products, 4 weeks: Lobster: Frozen: Whole 3");
    expect(mail.text).toContain("See the overview: https://");
    expect(mail.text).toContain("/inbox/overview");
    expect(mail.html).toContain("<th");
    expect(raw).not.toMatch(/Hamdi|hamdi@|9123|500 kg/);
  });

  test("sends nothing for a week without enquiries", async () => {
    store = await openTestStore(kind);
    await storeLead(store, enquiry("+968 9123 4567"), [], LAST_WEEK - WEEK_MS);
    const clock = { now: MONDAY_8 - 1 };
    const weekly = digest(store, clock);
    clock.now = MONDAY_8 + 60 * 60_000;
    expect(await weekly.runIfDue()).toBe("no-leads");
    expect(mailbox.received).toHaveLength(0);
  });

  test("a send that fails gives the week back, and the next check sends it", async () => {
    store = await openTestStore(kind);
    await storeLead(store, enquiry("+968 9123 4567"), [], LAST_WEEK);
    const clock = { now: MONDAY_8 - 1 };
    const weekly = digest(store, clock);
    clock.now = MONDAY_8;
    await mailbox.down();
    await expect(weekly.runIfDue()).rejects.toThrow();
    await mailbox.up();
    expect(await weekly.runIfDue()).toBe("sent");
    expect(mailbox.received).toHaveLength(1);
  });
});
