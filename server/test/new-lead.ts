/** Leads as the intake hands them to the store, and stored the intake's way, for tests without HTTP. */
import type { Store } from "../db/connection";
import type { OutboxChannel } from "../db/schema";
import {
  type AcknowledgementRule,
  createLeadWriter,
  type NewLead,
  type StoreResult,
} from "../leads/lead-store";

let sequence = 0;

export function newLead(name = "Ada Obi"): NewLead {
  sequence += 1;
  return {
    submissionId: `test-lead-${sequence}-${Math.random()}`,
    submissionHash: "hash",
    lang: "en",
    form: "contact",
    subject: `Contact Form: ${name}`,
    status: "new",
    page: "/contact",
    sender: { name, email: "ada@example.com" },
    preview: "Frozen grouper",
    values: { firstName: name },
    rows: [{ key: "firstName", label: "First name", value: name }],
    choices: [],
  };
}

/** Stores one lead, queued on `channels` (and acknowledged by the rule), through the intake's writer. */
export function storeLead(
  store: Store,
  lead: NewLead,
  channels: readonly OutboxChannel[],
  now: number,
  acknowledge?: AcknowledgementRule,
): Promise<StoreResult> {
  return createLeadWriter(store, channels, acknowledge).insert(lead, now);
}
