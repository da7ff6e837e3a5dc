import { describe, expect, test } from "vitest";

import { bookingFormSchema, bookingLead } from "./booking-form.schema";

const valid = {
  name: "Ada O'Brien-Obi",
  email: "Ada@Example.COM",
  phone: "(020) 7946-0958",
  company: "Obi & Sons (London) Ltd.",
  message: "Tuesday mornings, please.",
  website: "",
};

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

  test("the hidden website field must stay empty", () => {
    expect(errorOf("website", "http://spam.example")).toBe("This field should be empty");
  });
});

describe("bookingLead", () => {
  test("names the form and the person in the subject", () => {
    const values = bookingFormSchema.parse(valid);
    expect(bookingLead("trial", values).subject).toBe("Trial booking: Ada O'Brien-Obi");
    expect(bookingLead("package", values)).toEqual({
      subject: "Package booking: Ada O'Brien-Obi",
      fields: {
        name: "Ada O'Brien-Obi",
        email: "ada@example.com",
        phone: "(020) 7946-0958",
        company: "Obi & Sons (London) Ltd.",
        message: "Tuesday mornings, please.",
      },
      honeypot: "",
    });
  });
});
