import { describe, expect, test } from "vitest";

import { createLeadWriter, type NewLead } from "../leads/lead-store";
import { captureLog, onStore, STORE_KINDS, storeLocation } from "../test/harness";
import { newLead } from "../test/new-lead";
import { openStore } from "./connection";
import { migrations } from "./migrate";

/** The migration that put each acknowledgement's address beside it. */
const ADDRESS = 10;

const AT = 1_795_564_800_000;
const WINDOW = { windowMs: 60 * 60_000 };

/** A lead from `email`, acknowledged at AT, as the release before 010 stored it. */
function insertAcknowledged(id: string, email: string): string {
  return `INSERT INTO leads (id, submission_id, form, subject, status, delivery, page, name, email,
    phone, preview, values_json, rows_json, search, received_at, updated_at, lang) VALUES
    ('${id}', 'submission-${id}', 'contact', 'Subject', 'new', 'sent', NULL, 'Name', '${email}',
    NULL, 'Preview', '{}', '[]', 'search', ${AT}, ${AT}, 'en');
  INSERT INTO acknowledgements (id, lead_id, channel, status, attempts, next_attempt_at,
    created_at, window_started_at) VALUES ('ack-${id}', '${id}', 'email', 'sent', 1, ${AT}, ${AT},
    ${AT});`;
}

/** A new lead from `email`, as the intake hands it to the store. */
function leadFrom(email: string): NewLead {
  return { ...newLead(), sender: { name: "Amina", email } };
}

describe.each(STORE_KINDS)("migration 010 on a store with acknowledgements, on %s", (kind) => {
  test("each acknowledgement gets its lead's address, and the once-per-address rule still holds for it", async () => {
    const location = await storeLocation(kind);
    const before = migrations.map((m) => m.version).filter((version) => version < ADDRESS);
    await onStore(kind, location, {
      migrate: before,
      run: insertAcknowledged("lead-a", "amina@example.com"),
    });

    const store = await openStore(location, captureLog().log);
    try {
      expect(
        await onStore(kind, location, { read: "SELECT lead_id, email FROM acknowledgements" }),
      ).toEqual([{ lead_id: "lead-a", email: "amina@example.com" }]);

      // Within the window, the address acknowledged before the upgrade gets none again; another
      // address gets its own.
      const writer = createLeadWriter(store, ["email"], WINDOW);
      expect(await writer.insert(leadFrom("amina@example.com"), AT + 60_000)).toMatchObject({
        outcome: "created",
        acknowledgement: false,
      });
      expect(await writer.insert(leadFrom("omar@example.com"), AT + 60_000)).toMatchObject({
        outcome: "created",
        acknowledgement: true,
      });
    } finally {
      await store.close();
    }
  });
});
