import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import type { StoredLead } from "./lead-store";
import { createMailer, emailChannel, leadMessage, singleLine } from "./mail";

const HOSTILE = `<img src=x onerror=alert(1)> "><script>alert(2)</script>`;

function lead(overrides: Partial<StoredLead> = {}): StoredLead {
  return {
    id: "3f1c8e2a-0000-4000-8000-000000000001",
    form: "contact",
    subject: "Contact Form: Ada Obi",
    status: "new",
    delivery: "waiting",
    page: "/contact",
    name: "Ada Obi",
    email: "ada@example.com",
    phone: "+252904014301",
    preview: "Frozen grouper",
    lang: "en",
    values: {},
    rows: [
      { key: "firstName", label: "First name", value: "Ada" },
      { key: "message", label: "Message", value: "Two lines:\nfrozen grouper" },
    ],
    choices: [],
    receivedAt: Date.UTC(2026, 10, 23, 11, 5),
    updatedAt: Date.UTC(2026, 10, 23, 11, 5),
    ...overrides,
  };
}

const settings = { from: "Puntland Seafood website <info@example.com>", to: ["sales@example.com"] };

describe("leadMessage", () => {
  test("lists every line with its label, in Mogadishu time, with a link to the inbox", () => {
    const message = leadMessage(lead(), "Contact form", settings);
    expect(message.subject).toBe("Contact Form: Ada Obi");
    expect(message.replyTo).toEqual({ name: "Ada Obi", address: "ada@example.com" });
    expect(message.text).toContain(
      "Contact form, received Monday, 23 November 2026 at 14:05 (Mogadishu time) on /contact.",
    );
    expect(message.text).toContain("First name: Ada\nMessage: Two lines:\n    frozen grouper");
    expect(message.text).toContain(
      "Open it in the inbox: https://www.example.com/inbox/lead?id=3f1c8e2a-0000-4000-8000-000000000001",
    );
    expect(message.messageId).toBe("<lead.3f1c8e2a-0000-4000-8000-000000000001@www.example.com>");
  });

  test("gives the lead's reference, and the language to answer in when it is not English", () => {
    const english = leadMessage(lead(), "Contact form", settings);
    expect(english.text).toMatch(/on \/contact\.\nReference: PS-7WE8-WAG0\n\nFirst name: Ada/);
    expect(english.text).not.toContain("Language:");
    const arabic = leadMessage(
      lead({ lang: "ar", rows: [{ key: "firstName", label: "First name", value: "زينب" }] }),
      "Contact form",
      settings,
    );
    expect(arabic.text).toContain("Reference: PS-7WE8-WAG0\nLanguage: Arabic\n");
    expect(arabic.html).toContain("<p>Reference: PS-7WE8-WAG0<br>Language: Arabic</p>");
    // Each value takes the direction of its own text: Arabic reads right to left.
    expect(arabic.html).toContain(
      '<td dir="auto" style="padding:6px 0;white-space:pre-wrap">زينب</td>',
    );
  });

  test("has no Reply-To when the form asks for no e-mail", () => {
    expect(
      leadMessage(lead({ email: null }), "Resource request", settings).replyTo,
    ).toBeUndefined();
  });

  test("escapes every value in the HTML part", () => {
    const message = leadMessage(
      lead({ rows: [{ key: "message", label: HOSTILE, value: HOSTILE }] }),
      "Contact form",
      settings,
    );
    expect(message.html).not.toContain("<img");
    expect(message.html).not.toContain("<script");
    expect(message.html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;&gt;&lt;script&gt;");
    expect(message.text).toContain(HOSTILE);
  });

  test("keeps the subject and the Reply-To name on one line, so no header can be added", () => {
    expect(singleLine("Contact Form: Ada\r\nBcc: victim@example.com")).toBe(
      "Contact Form: Ada Bcc: victim@example.com",
    );
    const message = leadMessage(
      lead({ subject: "Contact Form: Ada\r\nBcc: victim@example.com", name: "Ada\nX-Evil: 1" }),
      "Contact form",
      settings,
    );
    expect(message.subject).not.toMatch(/[\r\n]/);
    expect(message.replyTo?.name).not.toMatch(/[\r\n]/);
  });
});

describe("the e-mail channel, through a real SMTP server", () => {
  let mailbox: TestMailbox;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());

  test("delivers hostile text as text: no added header, no markup in the HTML part", async () => {
    const mailer = createMailer(mailbox.url);
    const deliver = emailChannel(mailer, settings, () => "Contact form");
    const id = "3f1c8e2a-0000-4000-8000-000000000002";
    await deliver(
      lead({
        id,
        subject: `Contact Form: ${HOSTILE}\r\nBcc: victim@example.com`,
        name: `Ada\r\nBcc: victim@example.com`,
        rows: [{ key: "message", label: "Message", value: HOSTILE }],
      }),
    );
    mailer.close();
    const { mail, recipients, raw } = await mailbox.waitFor(
      (message) => message.mail.headers.get("x-lead-id") === id,
    );
    expect(recipients).toEqual(["sales@example.com"]);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(raw).not.toMatch(/^Bcc:/im);
    expect(mail.subject).toBe(`Contact Form: ${HOSTILE} Bcc: victim@example.com`);
    expect(mail.replyTo?.value[0]?.address).toBe("ada@example.com");
    expect(mail.text).toContain(`Message: ${HOSTILE}`);
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain("<script");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});
