import type { Locale } from "~/content/locale";
import type { ProductCatalogue } from "~/content/quote-choices";
import { z } from "~/contracts/zod";

/**
 * What every lead form declares once, for the browser and the server alike: its name, its
 * zod schema, its fields (label and input of each), and how its lead reads (subject, sender,
 * rows). No React here: the server imports these definitions to validate, store and e-mail a
 * lead. The forms are listed in one registry, `~/contracts/lead-forms`.
 *
 * One word per thing, from the post to the inbox: a form's `fields` are its inputs (FieldSpec);
 * `values` are what its schema returned for them, by field name; a `post` is what the browser
 * sends (the relay's format, text by name); `rows` are the lines the business reads (label and
 * value); `choices` are the sender's choices from the site's lists, labelled in their language;
 * `errors` are messages by field name. The store keeps `values`, `rows` and `choices` under
 * those names (`values_json`, `rows_json`, `choices_json`).
 */

/** Fields of a lead post besides the form's own (the form-to-email relay's format, plus ours). */
export const LEAD_META = {
  /** Which form: one of the registry's names. */
  form: "_form",
  subject: "_subject",
  /** The path of the page the form was on. */
  page: "_page",
  /** The language of that page ("en" or "ar"); English when absent. */
  lang: "_lang",
  /** The submission id of a native post (fetch sends it as the Idempotency-Key header). */
  submission: "_submission",
  captcha: "_captcha",
  /** The relay's own honeypot name; ours is HONEYPOT_NAME. */
  relayHoneypot: "_honey",
} as const;

/** The hidden field people never see and bots fill in. */
export const HONEYPOT_NAME = "website";

/**
 * The honeypot's rule: it must stay empty. A post that fills it (or the relay's `_honey`) is a
 * bot's: it is kept as spam, never forwarded, and answered like a success, so the sender learns
 * nothing.
 */
export const honeypotSchema = z.string().max(0, "This field should be empty");

/** Whether a post's honeypot fields mark it as a bot's. */
export function isSpam(posted: Record<string, unknown>): boolean {
  return [posted[HONEYPOT_NAME], posted[LEAD_META.relayHoneypot]].some(
    (value) => value !== undefined && !honeypotSchema.safeParse(value).success,
  );
}

export type FormValues = Record<string, string>;

export interface FieldOption {
  value: string;
  label: string;
}

/** How a field is labelled and entered: read by the form's markup and the server's pages. */
export interface FieldSpec {
  label: string;
  /** "hidden": a value the page sets (e.g. the product a quote is about), shown as text. */
  input?: "text" | "email" | "tel" | "textarea" | "select" | "hidden";
  maxLength?: number;
  autoComplete?: string;
  /** A choice field's options: its value is shown by the option's label. */
  options?: readonly FieldOption[];
}

/** One line of a lead as the business reads it. */
export interface LeadRow {
  key: string;
  label: string;
  value: string;
}

/** A form's fields, each with its label and input, by field name. */
export type FieldSpecs<Input extends FormValues = FormValues> = {
  readonly [K in keyof Input & string]: FieldSpec;
};

/**
 * What a form is shown and checked in: the page's language and, for a form that asks about a
 * product, the catalogue its choices must come from (the server's whole catalogue; a product
 * page's own product in the browser). Without a catalogue the choices are checked for their
 * shape only.
 */
export interface FormContext {
  locale: Locale;
  catalogue?: ProductCatalogue;
}

/** English, without a catalogue: how the business reads every lead. */
export const ENGLISH: FormContext = { locale: "en" };

export interface Sender {
  name: string;
  email?: string;
  phone?: string;
}

export interface LeadForm<
  Input extends FormValues = FormValues,
  Output = Input,
  Name extends string = string,
> {
  /** The `_form` name its posts carry. */
  name: Name;
  /** What the inbox calls it, e.g. "Contact form". */
  title: string;
  /** The rules with English messages. */
  schema: z.ZodType<Output, Input>;
  /** The fields as the business reads them: English labels. */
  fields: FieldSpecs<Input>;
  // Methods rather than function properties: their parameters are checked bivariantly, so the
  // registry can hold forms of different value types as LeadForm<FormValues, unknown>.
  subject(values: Output): string;
  sender(values: Output): Sender;
  /** The lead's lines, given the default ones: every filled field with its label. */
  rows?(values: Output, filled: LeadRow[]): LeadRow[];
  /** The first words shown in the inbox list; by default the message, or the other lines. */
  preview?(values: Output): string;
  /**
   * What a post carries beside the form's own values: every form posts in the form relay's
   * format, and a relay e-mails exactly what it receives, so it gets these too (e.g. the contact
   * form's `name`, first and last joined by a space).
   */
  postFields?(values: Output): Record<string, string>;
  /**
   * A form with an Arabic edition: the same rules, saying what is wrong in the context's language
   * and checking choices against its catalogue. Its output is the same in every language.
   */
  schemaIn?(context: FormContext): z.ZodType<Output, Input>;
  /** The fields as a person reads them in the context's language, given what was posted. */
  fieldsIn?(context: FormContext, posted: Record<string, unknown>): FieldSpecs<Input>;
}

/** The form's rules in a context's language (English, when it has only English). */
export function schemaOf<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  context: FormContext = ENGLISH,
): z.ZodType<Output, Input> {
  return form.schemaIn?.(context) ?? form.schema;
}

/** The form's fields in a context's language (English, when it has only English). */
export function fieldsOf<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  context: FormContext = ENGLISH,
  posted: Record<string, unknown> = {},
): FieldSpecs<Input> {
  return form.fieldsIn?.(context, posted) ?? form.fields;
}

/**
 * A form's post as the business reads it: the schema's values and the subject, sender, rows
 * and preview made from them. The browser posts it; the server makes it again from the post.
 */
export interface LeadContent {
  values: Record<string, unknown>;
  subject: string;
  sender: Sender;
  rows: LeadRow[];
  /** What the sender's acknowledgement repeats (see choiceRows): in their language, no free text. */
  choices: LeadRow[];
  preview: string;
}

export type ParseResult =
  { ok: true; lead: LeadContent } | { ok: false; errors: Record<string, string> };

/** Keeps a form definition's types (its name as a literal) while checking its shape. */
export function defineLeadForm<const Name extends string, Input extends FormValues, Output>(
  form: LeadForm<Input, Output, Name>,
): LeadForm<Input, Output, Name> {
  return form;
}

/** The first message for each field of a failed parse, by field name. */
export function issuesByField(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_form");
    errors[key] ??= issue.message;
  }
  return errors;
}

function defaultRows(fields: Record<string, FieldSpec>, values: Record<string, unknown>) {
  const rows: LeadRow[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    const raw = values[key];
    const value = typeof raw === "string" ? raw.trim() : "";
    if (value === "") continue;
    const option = spec.options?.find((candidate) => candidate.value === value);
    rows.push({ key, label: spec.label, value: option?.label ?? value });
  }
  return rows;
}

/**
 * The lines of the fields whose value is one of the field's own options (a category, a product,
 * its form, a size grade), with the labels of `fields`: what the sender chose from the site's
 * lists, never a text they typed.
 */
export function choiceRows(
  fields: Readonly<Record<string, FieldSpec>>,
  values: Record<string, unknown>,
): LeadRow[] {
  const rows: LeadRow[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    const option = spec.options?.find((candidate) => candidate.value === values[key]);
    if (option) rows.push({ key, label: spec.label, value: option.label });
  }
  return rows;
}

const PREVIEW_LENGTH = 140;

/** The fields forms read their sender from: the lead's name, e-mail and phone already say them. */
export const PERSON_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "fullName",
  "firstName",
  "lastName",
  "email",
  "phone",
  "telephone",
]);

/** The first words of a text, cut at a word boundary. */
export function firstWords(text: string, length = PREVIEW_LENGTH): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : length)}…`;
}

type Checked<Output> = { ok: true; values: Output } | { ok: false; errors: Record<string, string> };

/**
 * Checks a post's values with the form's schema in the context's language. Only the form's own
 * fields are read; a field that was not sent counts as empty, so the form's own "required"
 * message applies.
 */
function check<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  posted: Record<string, unknown>,
  context: FormContext,
): Checked<Output> {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(form.fields)) input[key] = posted[key] ?? "";
  const result = schemaOf(form, context).safeParse(input);
  if (!result.success) return { ok: false, errors: issuesByField(result.error.issues) };
  return { ok: true, values: result.data };
}

/**
 * Validates a post with the form's schema (its messages in the context's language) and makes the
 * lead's content from its values, in English: the business reads every lead in English. Only
 * the sender's choices are in the context's language, for their acknowledgement.
 */
export function parseLead<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  posted: Record<string, unknown>,
  context: FormContext = ENGLISH,
): ParseResult {
  const checked = check(form, posted, context);
  if (!checked.ok) return checked;
  const { values } = checked;
  const filled = defaultRows(form.fields, values as Record<string, unknown>);
  const rows = form.rows?.(values, filled) ?? filled;
  const message = rows.find((row) => row.key === "message")?.value;
  const others = rows.filter((row) => !PERSON_FIELDS.has(row.key)).map((row) => row.value);
  const byName = values as Record<string, unknown>;
  return {
    ok: true,
    lead: {
      values: byName,
      subject: form.subject(values),
      sender: form.sender(values),
      rows,
      choices: choiceRows(fieldsOf(form, context, byName), byName),
      preview: firstWords(form.preview?.(values) ?? message ?? others.join(" · ")),
    },
  };
}

export type PostResult =
  { ok: true; fields: Record<string, string> } | { ok: false; errors: Record<string, string> };

/**
 * The fields a post of this form carries (the form relay's format, the same for the own server),
 * made from the schema's output so both delivery modes send the same: each of the form's fields
 * as its schema returns it (e-mail addresses trimmed and in lower case), what the form adds
 * (`postFields`), `_form` and `_subject`. The own server checks the post again; a relay e-mails it as it is.
 */
export function leadPostFields<Input extends FormValues, Output, Name extends string>(
  form: LeadForm<Input, Output, Name>,
  posted: Record<string, unknown>,
  context: FormContext = ENGLISH,
): PostResult {
  const checked = check(form, posted, context);
  if (!checked.ok) return checked;
  const { values } = checked;
  const byName = values as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of Object.keys(form.fields)) fields[key] = String(byName[key] ?? "");
  return {
    ok: true,
    fields: {
      ...fields,
      ...form.postFields?.(values),
      [LEAD_META.form]: form.name,
      [LEAD_META.subject]: form.subject(values),
    },
  };
}
