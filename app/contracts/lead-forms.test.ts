import { describe, expect, test } from "vitest";

import { CHECKLIST_TITLE, checklistLeadForm } from "~/contracts/forms/checklist.schema";
import { enquiryLeadForm } from "~/contracts/forms/enquiry.schema";
import { GUIDE_TITLE, guideLeadForm } from "~/contracts/forms/guide.schema";
import { resourceRequestLeadForm } from "~/contracts/forms/resource-request.schema";
import { parseLead, type ParseResult } from "~/contracts/lead-form";
import { findLeadForm, formTitle, LEAD_FORM_NAMES, leadForms } from "~/contracts/lead-forms";
import { z } from "~/contracts/zod";

/** The accepted lead, or a failed test naming the errors. */
function accepted(result: ParseResult) {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

/** The field messages of a refused post, or a failed test. */
function refused(result: ParseResult) {
  if (result.ok) throw new Error("The post was accepted");
  return result.errors;
}

const person = {
  firstName: "Ada",
  lastName: "Obi",
  telephone: "+252904014301",
  email: "ada@example.com",
};

describe("the registry of lead forms", () => {
  test("names every form once, in the registry's order", () => {
    const names = leadForms.map((form) => form.name);
    expect(new Set(names).size).toBe(leadForms.length);
    expect(LEAD_FORM_NAMES).toEqual(names);
    expect(names).toEqual([
      "contact",
      "offer",
      "business-offer",
      "checklist",
      "guide",
      "enquiry",
      "consultation",
      "calculator",
      "resource",
    ]);
  });

  test("every form labels exactly the fields its schema checks", () => {
    for (const form of leadForms) {
      const { schema } = form;
      if (!(schema instanceof z.ZodObject)) throw new Error(`${form.name} is not an object schema`);
      expect(Object.keys(form.fields).sort(), form.name).toEqual(Object.keys(schema.shape).sort());
    }
  });

  test("finds a form by its name, with its title; anything else is no form", () => {
    expect(findLeadForm("contact")?.title).toBe("Contact form");
    expect(findLeadForm("newsletter")).toBeUndefined();
    expect(findLeadForm({ name: "contact" })).toBeUndefined();
    expect(formTitle("contact")).toBe("Contact form");
    expect(formTitle("retired-form")).toBe("retired-form");
  });
});

describe("parseLead with the download, enquiry and resource forms", () => {
  test("the checklist lead names the person and the checklist downloaded", () => {
    const lead = accepted(parseLead(checklistLeadForm, person));
    expect(lead.subject).toBe("Checklist download: Ada Obi");
    expect(lead.sender).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+252904014301",
    });
    expect(lead.rows.map((row) => [row.label, row.value])).toEqual([
      ["First Name", "Ada"],
      ["Last Name", "Obi"],
      ["Telephone", "+252904014301"],
      ["Email", "ada@example.com"],
      ["Downloaded", CHECKLIST_TITLE],
    ]);
    expect(lead.preview).toBe(
      'Downloaded the checklist "27 Essential Things to Check Before Selecting a Cleaning Partner"',
    );
  });

  test("the checklist keeps its telephone rule", () => {
    expect(refused(parseLead(checklistLeadForm, { ...person, telephone: "12345" }))).toEqual({
      telephone: "Please enter a valid phone number",
    });
  });

  test("the guide lead names the person and the guide downloaded", () => {
    const lead = accepted(
      parseLead(guideLeadForm, { firstName: " Ada ", email: "ada@example.com" }),
    );
    expect(lead.subject).toBe("Guide download: Ada");
    expect(lead.sender).toEqual({ name: "Ada", email: "ada@example.com" });
    expect(lead.rows.map((row) => [row.label, row.value])).toEqual([
      ["First Name", "Ada"],
      ["Email", "ada@example.com"],
      ["Downloaded", GUIDE_TITLE],
    ]);
    expect(lead.preview).toBe("Downloaded the Business Growth Strategy Guide");
  });

  test("the guide needs a first name and an e-mail address", () => {
    expect(refused(parseLead(guideLeadForm, {}))).toEqual({
      firstName: "First name is required",
      email: "Email is required",
    });
  });

  test("the enquiry lead names the person and previews the message", () => {
    const lead = accepted(
      parseLead(enquiryLeadForm, {
        fullName: "Ada Obi",
        email: "ada@example.com",
        phone: "+252904014301",
        interest: "Frozen fish",
        message: "Two tonnes of grouper, please.",
      }),
    );
    expect(lead.subject).toBe("Enquiry: Ada Obi");
    expect(lead.sender).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+252904014301",
    });
    expect(lead.rows.map((row) => row.label)).toEqual([
      "Full name",
      "Email",
      "Phone",
      "Product of interest",
      "Message",
    ]);
    expect(lead.preview).toBe("Two tonnes of grouper, please.");
  });

  test("the enquiry gives its own message for each empty field", () => {
    expect(refused(parseLead(enquiryLeadForm, {}))).toEqual({
      fullName: "Full name is required",
      email: "Email is required",
      phone: "Phone is required",
      interest: "Please choose a product of interest",
      message: "Message is required",
    });
  });

  test("a resource request names the resource and no person", () => {
    const lead = accepted(parseLead(resourceRequestLeadForm, { resource: "Price list" }));
    expect(lead.subject).toBe("Resource request: Price list");
    expect(lead.sender).toEqual({ name: "A visitor (no details given)" });
    expect(lead.rows).toEqual([{ key: "resource", label: "Resource", value: "Price list" }]);
    expect(lead.preview).toBe("Price list");
  });

  test("a resource request needs a resource of at most 200 characters", () => {
    expect(refused(parseLead(resourceRequestLeadForm, {}))).toEqual({
      resource: "Please name the resource",
    });
    expect(refused(parseLead(resourceRequestLeadForm, { resource: "r".repeat(201) }))).toEqual({
      resource: "Resource title must be less than 200 characters",
    });
    expect(parseLead(resourceRequestLeadForm, { resource: "r".repeat(200) }).ok).toBe(true);
  });
});
