import { describe, expect, test } from "vitest";

import { parseLead, type ParseResult } from "~/contracts/lead-form";

import { contactFormSchema, contactLeadForm } from "./contact-form.schema";

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

/** The accepted lead, or a failed test naming the errors. */
function accepted(result: ParseResult) {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

describe("contactFormSchema", () => {
  test("accepts a complete enquiry", () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  test("gives each empty field its required-field message", () => {
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

  test.each([
    ["firstName", 50, "First name must be less than 50 characters"],
    ["lastName", 50, "Last name must be less than 50 characters"],
    ["message", 2000, "Message must be less than 2000 characters"],
  ])("accepts a %s of %i characters and no more", (field, max, message) => {
    expect(errorsOf({ ...valid, [field]: "a".repeat(max) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: "a".repeat(max + 1) })).toEqual({ [field]: message });
  });

  test("counts a name's length without the spaces around it", () => {
    expect(errorsOf({ ...valid, firstName: ` ${"a".repeat(50)} ` })).toEqual({});
  });

  test("accepts an e-mail address of 100 characters and no more", () => {
    const local = (length: number) => "a".repeat(length - "@example.com".length);
    expect(errorsOf({ ...valid, email: `${local(100)}@example.com` })).toEqual({});
    expect(errorsOf({ ...valid, email: `${local(101)}@example.com` })).toEqual({
      email: "Email must be less than 100 characters",
    });
  });
});

describe("contactLeadForm", () => {
  test("is the contact form, with the fields' labels and the native limits", () => {
    expect(contactLeadForm.name).toBe("contact");
    expect(contactLeadForm.title).toBe("Contact form");
    expect(contactLeadForm.fields).toMatchObject({
      firstName: { label: "First name", maxLength: 50 },
      lastName: { label: "Last name", maxLength: 50 },
      email: { label: "Email", input: "email", maxLength: 100 },
      phone: { label: "Phone", input: "tel" },
      message: { label: "Message", input: "textarea", maxLength: 2000 },
    });
  });

  test("a lead names the person in the subject and the sender", () => {
    const lead = accepted(parseLead(contactLeadForm, { ...valid, firstName: " Ada " }));
    expect(lead.subject).toBe("Contact Form: Ada Obi");
    expect(lead.sender).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+252904014301",
    });
  });

  test("a lead lists each field with its label, and previews the message", () => {
    const lead = accepted(parseLead(contactLeadForm, valid));
    expect(lead.rows).toEqual([
      { key: "firstName", label: "First name", value: "Ada" },
      { key: "lastName", label: "Last name", value: "Obi" },
      { key: "email", label: "Email", value: "ada@example.com" },
      { key: "phone", label: "Phone", value: "+252904014301" },
      { key: "message", label: "Message", value: "We would like 2 tonnes of frozen grouper." },
    ]);
    expect(lead.preview).toBe("We would like 2 tonnes of frozen grouper.");
  });

  test("a post with the old joined name and no first or last name is refused", () => {
    const { email, phone, message } = valid;
    expect(parseLead(contactLeadForm, { name: "Ada Obi", email, phone, message })).toEqual({
      ok: false,
      errors: { firstName: "First name is required", lastName: "Last name is required" },
    });
  });
});

describe("the contact form in Arabic", () => {
  const arabic = contactLeadForm.schemaIn!({ locale: "ar" });
  const arabicErrorsOf = (values: Record<string, string>) => {
    const result = arabic.safeParse(values);
    if (result.success) return {};
    return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
  };

  test.each([
    ["firstName", "", "الاسم الأول مطلوب"],
    ["firstName", "a".repeat(51), "يجب أن يقل الاسم الأول عن 50 حرفًا"],
    ["lastName", "", "اسم العائلة مطلوب"],
    ["lastName", "a".repeat(51), "يجب أن يقل اسم العائلة عن 50 حرفًا"],
    ["email", `${"a".repeat(90)}@example.com`, "يجب أن يقل البريد الإلكتروني عن 100 حرف"],
    ["email", "ada@", "عنوان البريد الإلكتروني غير صحيح"],
    ["phone", "123456789", "يلزم إدخال رقم هاتف صحيح"],
    ["message", " ", "يُرجى كتابة استفسارك"],
    ["message", "a".repeat(2001), "يجب أن تقل الرسالة عن 2000 حرف"],
  ])("%s %j is refused in Arabic: %s", (field, value, message) => {
    expect(arabicErrorsOf({ ...valid, [field]: value })).toEqual({ [field]: message });
  });

  test("has the same rules as the English: the same values pass, with the same output", () => {
    const typed = { ...valid, firstName: " زينب ", email: " Zainab@Example.COM " };
    expect(arabic.parse(typed)).toEqual(contactFormSchema.parse(typed));
  });

  test("labels its fields in Arabic for people, while the business reads them in English", () => {
    const labels = (locale: "en" | "ar") =>
      Object.values(contactLeadForm.fieldsIn!({ locale }, {})).map((field) => field.label);
    expect(labels("ar")).toEqual([
      "الاسم الأول",
      "اسم العائلة",
      "البريد الإلكتروني",
      "الهاتف",
      "الرسالة",
    ]);
    expect(labels("en")).toEqual(Object.values(contactLeadForm.fields).map((field) => field.label));
  });

  test("a lead checked in Arabic refuses in Arabic, and is made in English", () => {
    expect(parseLead(contactLeadForm, { ...valid, phone: "12" }, { locale: "ar" })).toEqual({
      ok: false,
      errors: { phone: "يلزم إدخال رقم هاتف صحيح" },
    });
    const lead = accepted(
      parseLead(contactLeadForm, { ...valid, firstName: "زينب" }, { locale: "ar" }),
    );
    expect(lead.rows[0]).toEqual({ key: "firstName", label: "First name", value: "زينب" });
    expect(lead.subject).toBe("Contact Form: زينب Obi");
  });
});
