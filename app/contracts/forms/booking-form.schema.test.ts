import { describe, expect, test } from "vitest";

import { parseLead, type ParseResult } from "~/contracts/lead-form";

import { bookingFormSchema, bookingLeadForms } from "./booking-form.schema";

const valid = {
  name: "Ada O'Brien-Obi",
  email: "Ada@Example.COM",
  phone: "(020) 7946-0958",
  company: "Obi & Sons (London) Ltd.",
  message: "Tuesday mornings, please.",
};

/** The accepted lead, or a failed test naming the errors. */
function accepted(result: ParseResult) {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

function errorOf(field: keyof typeof valid, value: string): string | undefined {
  const result = bookingFormSchema.safeParse({ ...valid, [field]: value });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe("bookingFormSchema", () => {
  test("accepts a complete booking and lowercases the e-mail", () => {
    const result = bookingFormSchema.parse(valid);
    expect(result.email).toBe("ada@example.com");
  });

  test.each([
    ["", "Name must be at least 2 characters"],
    ["A", "Name must be at least 2 characters"],
    ["Al", undefined],
    ["A".repeat(50), undefined],
    ["A".repeat(51), "Name must be less than 50 characters"],
    ["Ada 2", "Name contains invalid characters"],
    ["Ada_Obi", "Name contains invalid characters"],
    ["Zoë Ní Bhriain", undefined],
  ])("name %j → %s", (name, message) => {
    expect(errorOf("name", name)).toBe(message);
  });

  test.each([
    ["", "Please enter a valid email address"],
    ["ada@", "Please enter a valid email address"],
    ["ada.example.com", "Please enter a valid email address"],
    [`${"a".repeat(88)}@example.com`, undefined],
    [`${"a".repeat(89)}@example.com`, "Email must be less than 100 characters"],
  ])("email %j → %s", (email, message) => {
    expect(errorOf("email", email)).toBe(message);
  });

  test.each([
    ["", "Phone number must be at least 10 digits"],
    ["123456789", "Phone number must be at least 10 digits"],
    ["1234567890", undefined],
    ["+12345678901234", undefined],
    ["1234567890123456", "Phone number must be less than 15 digits"],
    ["0207 946 O958", "Please enter a valid phone number"],
    ["12345+67890", "Please enter a valid phone number"],
    ["020.7946.0958", "Please enter a valid phone number"],
  ])("phone %j → %s", (phone, message) => {
    expect(errorOf("phone", phone)).toBe(message);
  });

  test.each([
    ["", "Company name must be at least 2 characters"],
    ["A", "Company name must be at least 2 characters"],
    ["AB", undefined],
    ["C".repeat(100), undefined],
    ["C".repeat(101), "Company name must be less than 100 characters"],
    ["Obi; DROP TABLE", "Company name contains invalid characters"],
    ["Obi @ Home", "Company name contains invalid characters"],
  ])("company %j → %s", (company, message) => {
    expect(errorOf("company", company)).toBe(message);
  });

  test.each([
    ["", undefined],
    ["m".repeat(500), undefined],
    ["m".repeat(501), "Message must be less than 500 characters"],
  ])("message of %#", (message, expected) => {
    expect(errorOf("message", message)).toBe(expected);
  });

  test("has no honeypot field: the server judges the honeypot, not the form's schema", () => {
    expect(Object.keys(bookingFormSchema.shape)).toEqual([
      "name",
      "email",
      "phone",
      "company",
      "message",
    ]);
    const result = bookingFormSchema.safeParse({ ...valid, website: "http://spam.example" });
    expect(result.success).toBe(true);
    expect(result.data).not.toHaveProperty("website");
  });
});

describe("bookingLeadForms", () => {
  test("the trial and the package are the offer and business-offer forms", () => {
    expect(bookingLeadForms.trial).toMatchObject({ name: "offer", title: "Trial booking" });
    expect(bookingLeadForms.package).toMatchObject({
      name: "business-offer",
      title: "Package booking",
    });
  });

  test("a lead names the booked offer and the person in the subject", () => {
    expect(accepted(parseLead(bookingLeadForms.trial, valid)).subject).toBe(
      "Trial booking: Ada O'Brien-Obi",
    );
    expect(accepted(parseLead(bookingLeadForms.package, valid)).subject).toBe(
      "Package booking: Ada O'Brien-Obi",
    );
  });

  test("a lead's sender has the lowercased e-mail address", () => {
    expect(accepted(parseLead(bookingLeadForms.package, valid)).sender).toEqual({
      name: "Ada O'Brien-Obi",
      email: "ada@example.com",
      phone: "(020) 7946-0958",
    });
  });

  test("a lead lists each field with its label and previews the message", () => {
    const lead = accepted(parseLead(bookingLeadForms.package, valid));
    expect(lead.rows).toEqual([
      { key: "name", label: "Full name", value: "Ada O'Brien-Obi" },
      { key: "email", label: "Work email", value: "ada@example.com" },
      { key: "phone", label: "Phone", value: "(020) 7946-0958" },
      { key: "company", label: "Company", value: "Obi & Sons (London) Ltd." },
      { key: "message", label: "Message (optional)", value: "Tuesday mornings, please." },
    ]);
    expect(lead.preview).toBe("Tuesday mornings, please.");
  });

  test("a lead without a message leaves it out and previews the company", () => {
    const lead = accepted(parseLead(bookingLeadForms.trial, { ...valid, message: "" }));
    expect(lead.rows.map((row) => row.key)).toEqual(["name", "email", "phone", "company"]);
    expect(lead.preview).toBe("Obi & Sons (London) Ltd.");
  });

  test("a post that leaves the optional message out is accepted", () => {
    const { name, email, phone, company } = valid;
    expect(parseLead(bookingLeadForms.trial, { name, email, phone, company }).ok).toBe(true);
  });
});
