/**
 * Every form whose posts the lead endpoint accepts, by its `_form` name. Each definition (schema,
 * labels, subject) is the one the browser uses: the server imports it, never a copy.
 */
import { bookingLeadForms } from "~/features/booking-form/booking-form.schema";
import { resourceRequestLeadForm } from "~/features/booking-form/resource-request.schema";
import { checklistLeadForm } from "~/features/checklist-download/checklist.schema";
import { consultationLeadForm } from "~/features/consultation-wizard/consultation.schema";
import { contactLeadForm } from "~/features/contact-form/contact-form.schema";
import { calculatorLeadForm } from "~/features/cost-calculator/cost-calculator.schema";
import { enquiryLeadForm } from "~/features/enquiry-form/enquiry.schema";
import { guideLeadForm } from "~/features/guide-download/guide.schema";
import {
  type FieldSpec,
  type FormValues,
  type LeadForm,
  type LeadFormName,
  parseLead,
  type ParseResult,
} from "~/lib/lead-form";

/** A form as the server needs it, whatever its own value types. */
export interface RegisteredForm {
  name: LeadFormName;
  title: string;
  fields: Readonly<Record<string, FieldSpec>>;
  parse(posted: Record<string, unknown>): ParseResult;
}

function register<Input extends FormValues, Output>(form: LeadForm<Input, Output>): RegisteredForm {
  return {
    name: form.name,
    title: form.title,
    fields: form.fields,
    parse: (posted) => parseLead(form, posted),
  };
}

export const leadForms: ReadonlyMap<string, RegisteredForm> = new Map(
  [
    register(contactLeadForm),
    register(bookingLeadForms.trial),
    register(bookingLeadForms.package),
    register(checklistLeadForm),
    register(guideLeadForm),
    register(enquiryLeadForm),
    register(consultationLeadForm),
    register(calculatorLeadForm),
    register(resourceRequestLeadForm),
  ].map((form) => [form.name, form]),
);

/** The form's title for people ("Contact form"), or its name when it is no longer known. */
export function formTitle(name: string): string {
  return leadForms.get(name)?.title ?? name;
}
