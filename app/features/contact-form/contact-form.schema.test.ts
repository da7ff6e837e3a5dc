import { describe, expect, test } from "vitest";

import { contactFormSchema, contactLead } from "./contact-form.schema";

const valid = {
  firstName: "Ada",
  lastName: "Obi",
  email: "ada@example.com",
  phone: "+252904014301",
  message: "We would like 2 tonnes of frozen grouper.",
};

function errorsOf(values: Record<string, string>) {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("contactFormSchema", () => {
  test("accepts a complete enquiry", () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  test("gives the specified message for each empty field", () => {
    expect(errorsOf({ firstName: "", lastName: "", email: "", phone: "", message: "" })).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Valid phone number is required",
      message: "Please provide your enquiry",
    });
  });

  test("accepts a one-character name and treats spaces alone as empty", () => {
    expect(errorsOf({ ...valid, firstName: "A", lastName: "O" })).toEqual({});
    expect(errorsOf({ ...valid, firstName: "   " })).toEqual({
      firstName: "First name is required",
    });
  });

  test.each(["ada", "ada@", "@example.com", "ada@example", "ada obi@example.com"])(
    "rejects the e-mail %s",
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: "Invalid email address" });
    },
  );

  test("needs a phone number of at least 10 characters", () => {
    expect(errorsOf({ ...valid, phone: "123456789" })).toEqual({
      phone: "Valid phone number is required",
    });
    expect(errorsOf({ ...valid, phone: "1234567890" })).toEqual({});
  });
});

describe("contactLead", () => {
  test("joins the name and builds the specified subject", () => {
    expect(contactLead(contactFormSchema.parse(valid))).toEqual({
      subject: "Contact Form: Ada Obi",
      fields: {
        name: "Ada Obi",
        email: "ada@example.com",
        phone: "+252904014301",
        message: "We would like 2 tonnes of frozen grouper.",
      },
    });
  });
});
