import { describe, expect, test } from "vitest";

import { backfillChoices, findLead } from "../leads/lead-store";
import { captureLog, onStore, STORE_KINDS, storeLocation } from "../test/harness";
import { openStore } from "./connection";
import { migrations, migrationsFor } from "./migrate";

/** The migration that renamed `fields` and `labelled`, added after 007 and 008 were out. */
const RENAME = 6;

/** What a lead held in the old columns, each value as a JSON text with something to lose. */
const LEADS = [
  {
    id: "lead-contact",
    form: "contact",
    lang: "en",
    values: { firstName: "Amina", message: 'Two lines:\n"frozen" grouper, 2 t – CFR' },
    rows: [{ key: "message", label: "Message", value: 'Two lines:\n"frozen" grouper, 2 t – CFR' }],
  },
  {
    id: "lead-enquiry-ar",
    form: "enquiry",
    lang: "ar",
    values: {
      fullName: "هدى علي",
      interest: "Fresh Fish",
      product: "Grouper",
      productForm: "Chilled: Whole gutted",
      grade: "2–4 kg",
      message: "",
    },
    rows: [
      { key: "fullName", label: "Full name", value: "هدى علي" },
      { key: "product", label: "Product", value: "Grouper" },
    ],
  },
  {
    id: "lead-spam",
    form: "contact",
    lang: "en",
    values: { message: "\\u0000 not a NUL, a backslash <script>" },
    rows: [],
  },
];

function insertOld(lead: (typeof LEADS)[number], index: number): string {
  const text = (value: unknown) => `'${JSON.stringify(value).replace(/'/g, "''")}'`;
  const at = 1_795_564_800_000 + index * 60_000;
  return `INSERT INTO leads (id, submission_id, form, subject, status, delivery, page, name, email,
    phone, preview, fields, labelled, search, received_at, updated_at, lang) VALUES
    ('${lead.id}', 'submission-${lead.id}', '${lead.form}', 'Subject', 'new', 'waiting', NULL,
    'Name', NULL, NULL, 'Preview', ${text(lead.values)}, ${text(lead.rows)}, 'search', ${at},
    ${at}, '${lead.lang}');
  INSERT INTO outbox (id, lead_id, channel, status, attempts, next_attempt_at, created_at)
    VALUES ('message-${lead.id}', '${lead.id}', 'email', 'pending', 0, ${at}, ${at});`;
}

describe.each(STORE_KINDS)("migration 006 on a store already at 008, on %s", (kind) => {
  test("keeps every lead: each reads back with the values and rows it had, its messages' window from when they were queued", async () => {
    const location = await storeLocation(kind);
    const before = migrations.map((m) => m.version).filter((version) => version !== RENAME);
    await onStore(kind, location, { migrate: before, run: LEADS.map(insertOld).join("\n") });
    const oldRows = await onStore(kind, location, { read: "SELECT * FROM leads ORDER BY id" });
    expect(oldRows).toHaveLength(LEADS.length);

    const store = await openStore(location, captureLog().log);
    try {
      const applied = await onStore(kind, location, {
        read: "SELECT version FROM schema_migrations ORDER BY version",
      });
      expect(applied.map((row) => Number(row.version))).toEqual(
        migrationsFor(kind).map((migration) => migration.version),
      );
      const newRows = await onStore(kind, location, { read: "SELECT * FROM leads ORDER BY id" });
      expect(newRows).toEqual(
        oldRows.map(({ fields, labelled, ...rest }) => ({
          ...rest,
          values_json: fields,
          rows_json: labelled,
          choices_json: null,
        })),
      );
      for (const lead of LEADS) {
        expect(await findLead(store.db, lead.id)).toMatchObject({
          values: lead.values,
          rows: lead.rows,
        });
      }
      const messages = await onStore(kind, location, {
        read: "SELECT created_at, window_started_at FROM outbox",
      });
      expect(messages).toHaveLength(LEADS.length);
      for (const message of messages) expect(message.window_started_at).toBe(message.created_at);

      // The sender's choices, which intake now stores, are made for the earlier leads at start.
      expect(await backfillChoices(store.db)).toBe(LEADS.length);
      expect((await findLead(store.db, "lead-enquiry-ar"))!.choices).toEqual([
        { key: "interest", label: "المنتج الذي يهمك", value: "أسماك طازجة" },
        { key: "product", label: "المنتج", value: "هامور" },
        { key: "productForm", label: "الشكل", value: "مبرّد: كاملة منزوعة الأحشاء" },
        { key: "grade", label: "فئة الحجم", value: "\u20662–4 kg\u2069" },
      ]);
      expect((await findLead(store.db, "lead-contact"))!.choices).toEqual([]);
      expect(await backfillChoices(store.db)).toBe(0);
    } finally {
      await store.close();
    }
  });
});
