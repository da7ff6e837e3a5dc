import { describe, expect, test } from "vitest";

import { leadReference } from "~/contracts/lead-reference";

import type { StoredLead } from "../leads/lead-store";
import { businessTimestamp, leadTable } from "./lead-table";

const RECEIVED = Date.UTC(2026, 10, 25, 7, 42, 31);

function stored(lead: Partial<StoredLead> & Pick<StoredLead, "form" | "rows">): StoredLead {
  return {
    id: "0f3a9c2e-5b11-4c1d-9e2f-1234567890ab",
    subject: "Subject",
    status: "new",
    delivery: "sent",
    page: "/contact",
    name: "Ada Obi",
    email: "ada@example.com",
    phone: "+252 904 014301",
    preview: "",
    lang: "en",
    values: {},
    choices: [],
    receivedAt: RECEIVED,
    updatedAt: RECEIVED,
    ...lead,
  };
}

const contact = stored({
  form: "contact",
  rows: [
    { key: "firstName", label: "First name", value: "Ada" },
    { key: "lastName", label: "Last name", value: "Obi" },
    { key: "email", label: "Email", value: "ada@example.com" },
    { key: "phone", label: "Phone", value: "+252 904 014301" },
    { key: "message", label: "Message", value: "Frozen grouper, 2 t" },
  ],
});

const enquiry = stored({
  id: "7c00aa11-0000-4000-8000-000000000001",
  form: "enquiry",
  status: "handled",
  delivery: "failed",
  lang: "ar",
  name: "Hamdi Yusuf",
  email: "hamdi@example.com",
  phone: null,
  rows: [
    { key: "fullName", label: "Full name", value: "Hamdi Yusuf" },
    { key: "email", label: "Email", value: "hamdi@example.com" },
    { key: "interest", label: "Interest", value: "Frozen fish" },
    { key: "message", label: "Message", value: "Two tonnes" },
  ],
});

describe("businessTimestamp", () => {
  test("is the business's date and time with its offset", () => {
    expect(businessTimestamp(RECEIVED)).toBe("2026-11-25 10:42 +03:00");
    expect(businessTimestamp(Date.UTC(2026, 10, 25, 22, 5))).toBe("2026-11-26 01:05 +03:00");
  });
});

describe("leadTable", () => {
  test("has the lead's columns in words, each person field once, then only the exported forms' fields", () => {
    const { header, rows } = leadTable([contact, enquiry]);
    expect(header).toEqual([
      "Reference",
      "Received",
      "Form",
      "Status",
      "Delivery",
      "Language",
      "Name",
      "E-mail",
      "Phone",
      "Page",
      "Message",
      "Product of interest",
      "Product",
      "Product form",
      "Size grade",
      "Id",
    ]);
    expect(rows[0]).toEqual([
      leadReference(contact.id),
      "2026-11-25 10:42 +03:00",
      "Contact form",
      "New",
      "sent",
      "English",
      "Ada Obi",
      "ada@example.com",
      "+252 904 014301",
      "/contact",
      "Frozen grouper, 2 t",
      "",
      "",
      "",
      "",
      contact.id,
    ]);
    expect(rows[1]!.slice(3, 10)).toEqual([
      "Handled",
      "failed",
      "Arabic",
      "Hamdi Yusuf",
      "hamdi@example.com",
      "",
      "/contact",
    ]);
    expect(rows[1]!.slice(10, 12)).toEqual(["Two tonnes", "Frozen fish"]);
  });

  test("keeps a line a lead carries beyond its form's fields, e.g. the calculator's estimate", () => {
    const estimate = stored({
      form: "calculator",
      rows: [{ key: "monthlyCost", label: "Monthly", value: "£1,200" }],
    });
    const { header, rows } = leadTable([estimate]);
    expect(header).toContain("Monthly");
    expect(rows[0]![header.indexOf("Monthly")]).toBe("£1,200");
    expect(header).not.toContain("Telephone");
    expect(header).not.toContain("First Name");
  });

  test("with no leads has the lead's columns only", () => {
    expect(leadTable([]).header).toHaveLength(11);
  });
});
