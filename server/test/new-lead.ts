/** A lead as the intake hands it to the store, for tests that need stored leads without HTTP. */
import type { NewLead } from "../leads/lead-store";

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
  };
}
