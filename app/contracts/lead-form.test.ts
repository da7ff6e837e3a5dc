import { describe, expect, test } from "vitest";

import { z } from "~/contracts/zod";

import {
  defineLeadForm,
  firstWords,
  HONEYPOT_NAME,
  honeypotSchema,
  isSpam,
  issuesByField,
  LEAD_META,
  leadPostFields,
  parseLead,
  type ParseResult,
} from "./lead-form";

/** A small form of its own: a required name, an e-mail, a choice and an optional message. */
const noteForm = defineLeadForm({
  name: "enquiry",
  title: "Note form",
  schema: z.object({
    fullName: z.string().trim().min(1, "Name is required").max(20, "Name is too long"),
    email: z.string().trim().toLowerCase(),
    colour: z.union([z.literal(""), z.enum(["sea", "sand"])]),
    message: z.string().trim(),
  }),
  fields: {
    fullName: { label: "Full name" },
    email: { label: "Email", input: "email" },
    colour: {
      label: "Favourite colour",
      input: "select",
      options: [
        { value: "sea", label: "Sea green" },
        { value: "sand", label: "Sand" },
      ],
    },
    message: { label: "Message", input: "textarea" },
  },
  subject: (values) => `Note from ${values.fullName}`,
  sender: (values) => ({ name: values.fullName, email: values.email }),
});

const note = { fullName: "Ada Obi", email: "ADA@example.com", colour: "sea", message: "Hello" };

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

describe("lead meta fields", () => {
  test("the meta fields and the honeypot keep the relay's names", () => {
    expect(LEAD_META).toEqual({
      form: "_form",
      subject: "_subject",
      page: "_page",
      lang: "_lang",
      submission: "_submission",
      captcha: "_captcha",
      relayHoneypot: "_honey",
    });
    expect(HONEYPOT_NAME).toBe("website");
  });
});

describe("isSpam", () => {
  test("a post without honeypot fields, or with empty ones, is a person's", () => {
    expect(isSpam({ fullName: "Ada" })).toBe(false);
    expect(isSpam({ fullName: "Ada", website: "", _honey: "" })).toBe(false);
  });

  test.each([
    ["website", "http://spam.example"],
    ["_honey", "http://spam.example"],
    ["website", " "],
  ])("a post whose %s holds %j is a bot's", (field, value) => {
    expect(isSpam({ fullName: "Ada", website: "", _honey: "", [field]: value })).toBe(true);
  });

  test("the honeypot's rule says the field should be empty", () => {
    const result = honeypotSchema.safeParse("x");
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "This field should be empty",
    ]);
  });
});

describe("parseLead", () => {
  test("accepts a valid post with the schema's values, the subject and the sender", () => {
    const lead = accepted(parseLead(noteForm, { ...note, fullName: " Ada Obi " }));
    expect(lead.values).toEqual({
      fullName: "Ada Obi",
      email: "ada@example.com",
      colour: "sea",
      message: "Hello",
    });
    expect(lead.subject).toBe("Note from Ada Obi");
    expect(lead.sender).toEqual({ name: "Ada Obi", email: "ada@example.com" });
  });

  test("reads only the form's own fields and ignores the meta fields and anything else", () => {
    const lead = accepted(
      parseLead(noteForm, {
        ...note,
        _form: "enquiry",
        _subject: "Anything",
        _page: "/contact",
        website: "",
        extra: "not a field",
      }),
    );
    expect(Object.keys(lead.values).sort()).toEqual(["colour", "email", "fullName", "message"]);
    expect(lead.subject).toBe("Note from Ada Obi");
  });

  test("counts a field that was not sent as empty, so its own message applies", () => {
    expect(refused(parseLead(noteForm, { email: "ada@example.com" }))).toEqual({
      fullName: "Name is required",
    });
  });

  test("refuses a post with the first message of each invalid field", () => {
    expect(
      refused(parseLead(noteForm, { ...note, fullName: "A".repeat(21), colour: "purple" })),
    ).toEqual({ fullName: "Name is too long", colour: expect.any(String) });
  });

  test("labels every filled field in the form's order, and skips the empty ones", () => {
    const lead = accepted(parseLead(noteForm, { ...note, email: "", message: "  " }));
    expect(lead.rows).toEqual([
      { key: "fullName", label: "Full name", value: "Ada Obi" },
      { key: "colour", label: "Favourite colour", value: "Sea green" },
    ]);
  });

  test("shows a choice by its option's label", () => {
    const lead = accepted(parseLead(noteForm, { ...note, colour: "sand" }));
    expect(lead.rows.find((row) => row.key === "colour")?.value).toBe("Sand");
  });

  test("previews the message when there is one", () => {
    expect(accepted(parseLead(noteForm, note)).preview).toBe("Hello");
  });

  test("previews the lines besides the person's details when there is no message", () => {
    expect(accepted(parseLead(noteForm, { ...note, message: "" })).preview).toBe("Sea green");
  });

  test("cuts a long message's preview at a word", () => {
    const message = `${"word ".repeat(40)}end`;
    const { preview } = accepted(parseLead(noteForm, { ...note, message }));
    expect(preview).toBe(firstWords(message));
    expect(preview.endsWith("…")).toBe(true);
  });

  test("uses the form's own rows and preview when it has them", () => {
    const withExtras = defineLeadForm({
      ...noteForm,
      rows: (values, filled) => [
        ...filled,
        { key: "shout", label: "Name in capitals", value: values.fullName.toUpperCase() },
      ],
      preview: (values) => `A note from ${values.fullName}`,
    });
    const lead = accepted(parseLead(withExtras, note));
    expect(lead.rows.map((row) => row.label)).toEqual([
      "Full name",
      "Email",
      "Favourite colour",
      "Message",
      "Name in capitals",
    ]);
    expect(lead.rows.at(-1)?.value).toBe("ADA OBI");
    expect(lead.preview).toBe("A note from Ada Obi");
  });
});

describe("leadPostFields", () => {
  test("posts the schema's output for every field, what the form adds, the form and the subject", () => {
    const withName = defineLeadForm({
      ...noteForm,
      postFields: (values) => ({ shout: values.fullName.toUpperCase() }),
    });
    expect(leadPostFields(withName, { ...note, fullName: " Ada Obi ", colour: "" })).toEqual({
      ok: true,
      fields: {
        fullName: "Ada Obi",
        email: "ada@example.com",
        colour: "",
        message: "Hello",
        shout: "ADA OBI",
        _form: "enquiry",
        _subject: "Note from Ada Obi",
      },
    });
  });

  test("refuses values that fail the schema, with the same messages as parseLead", () => {
    const posted = { ...note, fullName: "" };
    expect(leadPostFields(noteForm, posted)).toEqual(parseLead(noteForm, posted));
  });
});

describe("issuesByField", () => {
  test("keeps the first message of each field", () => {
    const schema = z.object({
      email: z.string().min(1, "Email is required").includes("@", { message: "Needs an @" }),
      name: z.string().min(1, "Name is required"),
    });
    const { issues } = schema.safeParse({ email: "", name: "" }).error ?? { issues: [] };
    expect(issues.filter((issue) => issue.path[0] === "email")).toHaveLength(2);
    expect(issuesByField(issues)).toEqual({
      email: "Email is required",
      name: "Name is required",
    });
  });

  test("files an issue without a path under _form", () => {
    const formWide = z.string().refine(() => false, { message: "The whole form is wrong" });
    expect(issuesByField(formWide.safeParse("x").error?.issues ?? [])).toEqual({
      _form: "The whole form is wrong",
    });
  });

  test("files a nested issue under its top-level field", () => {
    const schema = z.object({ address: z.object({ city: z.string().min(1, "City is required") }) });
    const result = schema.safeParse({ address: { city: "" } });
    expect(issuesByField(result.error?.issues ?? [])).toEqual({ address: "City is required" });
  });
});

describe("firstWords", () => {
  test("keeps a short text whole, with its white space flattened", () => {
    expect(firstWords("  Two tonnes\n\nof  grouper ")).toBe("Two tonnes of grouper");
  });

  test("keeps a text of exactly the length whole", () => {
    expect(firstWords("abcde", 5)).toBe("abcde");
  });

  test("cuts a longer text at the last word that fits and marks the cut", () => {
    expect(firstWords("Two tonnes of grouper", 15)).toBe("Two tonnes of…");
    expect(firstWords("Two tonnes of grouper", 10)).toBe("Two…");
  });

  test("cuts a single long word at the length", () => {
    expect(firstWords("abcdefghij", 4)).toBe("abcd…");
  });

  test("keeps 140 characters by default", () => {
    const text = `${"a".repeat(140)} b`;
    expect(firstWords(text)).toBe(`${"a".repeat(140)}…`);
    expect(firstWords("a".repeat(140))).toBe("a".repeat(140));
  });
});
