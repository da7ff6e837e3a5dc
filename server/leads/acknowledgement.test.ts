import { afterAll, beforeAll, describe, expect, test } from "vitest";

import { leadReference } from "~/contracts/lead-reference";

import { startMailbox, type TestMailbox } from "../../tests/support/smtp";
import { STORE_KINDS, startTestServer, storeLocation, type TestServer } from "../test/harness";
import { ACKNOWLEDGEMENT_WINDOW_MS } from "../server";

let sequence = 0;
/** An address no other test uses, so each test reads its own acknowledgements. */
const newAddress = () => `buyer-${Date.now()}-${(sequence += 1)}@example.com`;

/** What a person typed that an acknowledgement must never repeat. */
const TYPED = {
  fullName: "Mallory Words",
  phone: "+971501234567",
  message: "Words typed by someone: call me at home",
};

/** A quote request from the Arabic grouper page. */
function arabicQuote(email: string) {
  return {
    _form: "enquiry",
    _lang: "ar",
    _page: "/ar/products/fresh-fish/grouper",
    email,
    ...TYPED,
    interest: "Fresh Fish",
    product: "Grouper",
    productForm: "Chilled: Whole gutted",
    grade: "2–4 kg",
  };
}

function contact(email: string, extra: Record<string, string> = {}) {
  return {
    _form: "contact",
    firstName: "Mallory",
    lastName: "Words",
    email,
    phone: TYPED.phone,
    message: TYPED.message,
    ...extra,
  };
}

describe.each(STORE_KINDS)("acknowledgement e-mails on %s", (kind) => {
  let server: TestServer;
  let mailbox: TestMailbox;
  let now = Date.UTC(2026, 10, 25, 6, 0);

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(
      await storeLocation(kind),
      { SMTP_URL: mailbox.url, LEADS_TO: "sales@example.com" },
      { now: () => now },
    );
  });
  afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });

  async function post(
    fields: Record<string, string>,
    key = `ack-${Date.now()}-${(sequence += 1)}`,
  ) {
    const response = await fetch(`${server.url}/api/leads`, {
      method: "POST",
      body: JSON.stringify(fields),
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        "Idempotency-Key": key,
      },
    });
    expect(response.status).toBeLessThan(300);
    return (await response.json()) as { id: string; reference: string };
  }
  const acknowledgementsTo = (address: string) =>
    mailbox.received.filter((message) => message.recipients.includes(address));
  /** The business's e-mail of a lead: its acknowledgement, if any, is queued with it. */
  const businessMail = (id: string) =>
    mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id);

  test("an Arabic quote request gets one acknowledgement in Arabic, right to left: the reference and the choices, nothing typed", async () => {
    const address = newAddress();
    const { id, reference } = await post(arabicQuote(address));
    const { mail, recipients } = await mailbox.waitFor((message) =>
      message.recipients.includes(address),
    );
    expect(recipients).toEqual([address]);
    expect(mail.subject).toBe(`وصلت رسالتك إلى Puntland Seafood، الرقم المرجعي ${reference}`);
    expect(mail.from?.value[0]?.address).toBe("info@example.com");
    expect(mail.replyTo?.value[0]?.address).toBe("info@example.com");
    expect(mail.headers.get("auto-submitted")).toBe("auto-replied");
    expect(mail.messageId).toBe(`<ack.${id}@www.example.com>`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain(`<strong><span dir="ltr">${reference}</span></strong>`);
    for (const line of [
      "رقمك المرجعي هو",
      "- النموذج: استفسار",
      "- المنتج الذي يهمك: أسماك طازجة",
      "- المنتج: هامور",
      "- الشكل: مبرّد: كاملة منزوعة الأحشاء",
      // A range with a Latin unit is isolated left to right in Arabic (docs/arabic-glossary.md).
      "- فئة الحجم: \u20662–4 kg\u2069",
      "حفاظًا على خصوصيتك",
      "الخطوات التالية",
      "+252 9040 14301",
      "https://wa.me/252904014301",
      "بتوقيت مقديشو",
    ]) {
      expect(mail.text, line).toContain(line);
    }
    for (const typed of [...Object.values(TYPED), "Mallory", "2 طن"]) {
      expect(mail.text, typed).not.toContain(typed);
      expect(mail.html, typed).not.toContain(typed);
    }
    // The business's own e-mail of the same lead stays English.
    const business = await businessMail(id);
    expect(business.recipients).toEqual(["sales@example.com"]);
    expect(business.mail.text).toContain("Language: Arabic");
    expect(business.mail.text).toContain("Product: Grouper");
  });

  test("an English contact form gets one in English; its delivery is the business's alone", async () => {
    const address = newAddress();
    const { id, reference } = await post(contact(address));
    const { mail } = await mailbox.waitFor((message) => message.recipients.includes(address));
    expect(mail.subject).toBe(`Puntland Seafood: we have your message, reference ${reference}`);
    expect(mail.html).toContain('<html lang="en-GB" dir="ltr">');
    expect(mail.text).toContain(`Your reference is ${reference}.`);
    expect(mail.text).toContain("- Form: Contact form");
    expect(mail.text).toContain("For your privacy, this e-mail does not repeat what you wrote.");
    await businessMail(id);
    await expect
      .poll(() =>
        server.store.db
          .selectFrom("leads")
          .select("delivery")
          .where("id", "=", id)
          .executeTakeFirst(),
      )
      .toEqual({ delivery: "sent" });
    const attempts = await server.store.db
      .selectFrom("delivery_attempts")
      .select("channel")
      .where("lead_id", "=", id)
      .execute();
    expect(attempts).toEqual([{ channel: "email" }]);
    // The mailbox has the message before the worker hears back from it and records the send.
    await expect
      .poll(() =>
        server.store.db
          .selectFrom("acknowledgements")
          .select(["status", "attempts"])
          .where("lead_id", "=", id)
          .executeTakeFirst(),
      )
      .toEqual({ status: "sent", attempts: 1 });
  });

  test("one per submission: the same submission sent again sends nothing more", async () => {
    const address = newAddress();
    const key = `ack-replay-${Date.now()}`;
    const first = await post(contact(address), key);
    const again = await post(contact(address), key);
    expect(again.id).toBe(first.id);
    await mailbox.waitFor((message) => message.recipients.includes(address));
    await businessMail(first.id);
    // A later lead's messages are sent after these: once they are in, nothing else can come.
    const later = await post(contact(newAddress()));
    await businessMail(later.id);
    expect(acknowledgementsTo(address)).toHaveLength(1);
  });

  test("never for spam", async () => {
    const address = newAddress();
    const spam = await post(contact(address, { website: "http://spam.example" }));
    const person = await post(contact(newAddress()));
    await businessMail(person.id);
    expect(acknowledgementsTo(address)).toHaveLength(0);
    const queued = await server.store.db
      .selectFrom("acknowledgements")
      .select("id")
      .where("lead_id", "=", spam.id)
      .execute();
    expect(queued).toEqual([]);
  });

  test("at most one per address in 10 minutes, whatever the form", async () => {
    const address = newAddress();
    const first = await post(contact(address));
    await mailbox.waitFor((message) => message.recipients.includes(address));
    now += ACKNOWLEDGEMENT_WINDOW_MS - 1;
    const second = await post(arabicQuote(address));
    await businessMail(second.id);
    expect(acknowledgementsTo(address)).toHaveLength(1);
    expect(acknowledgementsTo(address)[0]!.mail.subject).toContain(leadReference(first.id));

    now += 2;
    const third = await post(contact(address));
    await mailbox.waitFor(
      (message) =>
        message.recipients.includes(address) &&
        (message.mail.subject ?? "").includes(third.reference),
    );
    expect(acknowledgementsTo(address)).toHaveLength(2);
  });

  test("two leads from one address at once get one acknowledgement", async () => {
    now += ACKNOWLEDGEMENT_WINDOW_MS * 2;
    const address = newAddress();
    const leads = await Promise.all([post(contact(address)), post(arabicQuote(address))]);
    await mailbox.waitFor((message) => message.recipients.includes(address));
    await Promise.all(leads.map((lead) => businessMail(lead.id)));
    const later = await post(contact(newAddress()));
    await businessMail(later.id);
    expect(acknowledgementsTo(address)).toHaveLength(1);
  });
});

describe("with LEAD_ACK_EMAIL=off", () => {
  test("senders get no acknowledgement; the business still gets the lead", async () => {
    const mailbox = await startMailbox();
    const server = await startTestServer(await storeLocation("sqlite"), {
      SMTP_URL: mailbox.url,
      LEAD_ACK_EMAIL: "off",
    });
    try {
      const address = newAddress();
      const response = await fetch(`${server.url}/api/leads`, {
        method: "POST",
        body: JSON.stringify(contact(address)),
        headers: { Accept: "application/json", "Content-Type": "application/json" },
      });
      const { id } = (await response.json()) as { id: string };
      await mailbox.waitFor((message) => message.mail.headers.get("x-lead-id") === id);
      expect(mailbox.received.filter((message) => message.recipients.includes(address))).toEqual(
        [],
      );
      const queued = await server.store.db.selectFrom("acknowledgements").select("id").execute();
      expect(queued).toEqual([]);
    } finally {
      await server.stop();
      await mailbox.close();
    }
  });
});
