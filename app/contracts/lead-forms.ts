/**
 * The registry of lead forms: every form whose posts the lead endpoint accepts, by its `_form`
 * name. The server validates, stores and e-mails with these definitions; the inbox filters by
 * their names. Adding a form: its schema module in `forms/`, and one line here.
 */
import { bookingLeadForms } from "~/contracts/forms/booking-form.schema";
import { checklistLeadForm } from "~/contracts/forms/checklist.schema";
import { consultationLeadForm } from "~/contracts/forms/consultation.schema";
import { contactLeadForm } from "~/contracts/forms/contact-form.schema";
import { calculatorLeadForm } from "~/contracts/forms/cost-calculator.schema";
import { enquiryLeadForm } from "~/contracts/forms/enquiry.schema";
import { guideLeadForm } from "~/contracts/forms/guide.schema";
import { resourceRequestLeadForm } from "~/contracts/forms/resource-request.schema";
import {
  ENGLISH,
  type FieldSpec,
  fieldsOf,
  type FormContext,
  type FormValues,
  type LeadForm,
  leadPostFields,
  parseLead,
  type ParseResult,
  type PostResult,
} from "~/contracts/lead-form";
import type { z } from "~/contracts/zod";

const definitions = [
  contactLeadForm,
  bookingLeadForms.trial,
  bookingLeadForms.package,
  checklistLeadForm,
  guideLeadForm,
  enquiryLeadForm,
  consultationLeadForm,
  calculatorLeadForm,
  resourceRequestLeadForm,
] as const;

export type LeadFormName = (typeof definitions)[number]["name"];

/** A form as the endpoint and the inbox need it, whatever its own value types. */
export interface RegisteredLeadForm {
  name: LeadFormName;
  title: string;
  /** The fields as the business reads them (English). */
  fields: Readonly<Record<string, FieldSpec>>;
  schema: z.ZodType;
  /** Checks a post, its messages in the context's language; the lead it makes is English. */
  parse(posted: Record<string, unknown>, context?: FormContext): ParseResult;
  /** The fields a browser posts for these values (see leadPostFields). */
  post(values: Record<string, unknown>, context?: FormContext): PostResult;
  /** The fields as a person reads them in the context's language, given what was posted. */
  fieldsIn(
    context: FormContext,
    posted: Record<string, unknown>,
  ): Readonly<Record<string, FieldSpec>>;
}

function register(form: LeadForm<FormValues, unknown, LeadFormName>): RegisteredLeadForm {
  return {
    name: form.name,
    title: form.title,
    fields: form.fields,
    schema: form.schema,
    parse: (posted, context = ENGLISH) => parseLead(form, posted, context),
    post: (values, context = ENGLISH) => leadPostFields(form, values, context),
    fieldsIn: (context, posted) => fieldsOf(form, context, posted),
  };
}

/** The registered forms, in the order the inbox lists them. */
export const leadForms: readonly RegisteredLeadForm[] = definitions.map(register);

/** Every form's `_form` name (a tuple, as z.enum wants it). */
export const LEAD_FORM_NAMES = definitions.map((form) => form.name) as unknown as readonly [
  LeadFormName,
  ...LeadFormName[],
];

const byName: ReadonlyMap<string, RegisteredLeadForm> = new Map(
  leadForms.map((form) => [form.name, form]),
);

/** The form a post names, if it is one of the site's. */
export function findLeadForm(name: unknown): RegisteredLeadForm | undefined {
  return typeof name === "string" ? byName.get(name) : undefined;
}

/** The form's title for people ("Contact form"), or its name when it is no longer known. */
export function formTitle(name: string): string {
  return byName.get(name)?.title ?? name;
}
