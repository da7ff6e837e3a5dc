import { describe, expect, test } from "vitest";

import { contactFormMessages, contactLeadForm } from "./contact-form.schema";
import { enquiryFormMessages, enquiryLeadForm } from "./enquiry.schema";

/** The Arabic of the bilingual forms' rules and labels, with where each is. */
const arabic: Array<[string, string]> = [
  ...Object.entries(contactFormMessages).map(([key, text]): [string, string] => [
    `contact.${key}`,
    text.ar,
  ]),
  ...Object.entries(enquiryFormMessages).map(([key, text]): [string, string] => [
    `enquiry.${key}`,
    text.ar,
  ]),
  ...Object.entries(contactLeadForm.fieldsIn!({ locale: "ar" }, {})).map(
    ([key, field]): [string, string] => [`contact.label.${key}`, field.label],
  ),
  ...Object.entries(enquiryLeadForm.fieldsIn!({ locale: "ar" }, {})).map(
    ([key, field]): [string, string] => [`enquiry.label.${key}`, field.label],
  ),
];

describe("the Arabic of the forms' messages and labels", () => {
  test("differs from the English for every message and label", () => {
    const english = new Set([
      ...Object.values(contactFormMessages).map((text) => text.en),
      ...Object.values(enquiryFormMessages).map((text) => text.en),
    ]);
    expect(arabic.filter(([, text]) => english.has(text))).toEqual([]);
  });

  test("has no Latin letter, and writes Latin digits", () => {
    expect(arabic.filter(([, text]) => /[A-Za-z]/.test(text))).toEqual([]);
    expect(arabic.filter(([, text]) => /[\u0660-\u0669\u06F0-\u06F9]/.test(text))).toEqual([]);
  });

  test("keeps the English limits in its messages", () => {
    const limits = (text: string) => text.match(/\d+/g) ?? [];
    for (const messages of [contactFormMessages, enquiryFormMessages]) {
      for (const [key, text] of Object.entries(messages)) {
        expect(limits(text.ar), key).toEqual(limits(text.en));
      }
    }
  });
});
