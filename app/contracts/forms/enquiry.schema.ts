import type { Locale } from "~/content/locale";
import { localize, requireTranslations, type Resolved } from "~/content/localized";
import type { Choice, ProductCatalogue, ProductChoices } from "~/content/quote-choices";
import { PHONE_PATTERN, requiredText } from "~/contracts/contact-rules";
import {
  defineLeadForm,
  ENGLISH,
  type FieldOption,
  type FieldSpec,
  type FormContext,
} from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

export const ENQUIRY_MESSAGE_MAX_LENGTH = 500;
/** Longest product name, form or size grade a post may name: longer than any in the catalogue. */
export const ENQUIRY_CHOICE_MAX_LENGTH = 120;

const FILE = "app/contracts/forms/enquiry.schema.ts";

// Messages in the wording style of the checklist form's.
export const enquiryFormMessages = requireTranslations(FILE, {
  fullNameRequired: { en: "Full name is required", ar: "الاسم الكامل مطلوب" },
  emailRequired: { en: "Email is required", ar: "البريد الإلكتروني مطلوب" },
  emailInvalid: {
    en: "Please enter a valid email address",
    ar: "يُرجى إدخال عنوان بريد إلكتروني صحيح",
  },
  phoneRequired: { en: "Phone is required", ar: "رقم الهاتف مطلوب" },
  phoneInvalid: { en: "Please enter a valid phone number", ar: "يُرجى إدخال رقم هاتف صحيح" },
  interestRequired: {
    en: "Please choose a product of interest",
    ar: "يُرجى اختيار المنتج الذي يهمك",
  },
  messageRequired: { en: "Message is required", ar: "الرسالة مطلوبة" },
  messageTooLong: {
    en: "Message must be less than 500 characters",
    ar: "يجب أن تقل الرسالة عن 500 حرف",
  },
  // A product page sets the product and offers its own forms and grades: these say that a post
  // named something else (a changed page or a bot's post).
  productUnknown: {
    en: "This product is not in our catalogue",
    ar: "هذا المنتج غير موجود في قائمة منتجاتنا",
  },
  productFormUnknown: {
    en: "Please choose one of the forms listed",
    ar: "يُرجى اختيار أحد الأشكال المدرجة",
  },
  gradeUnknown: {
    en: "Please choose one of the size grades listed",
    ar: "يُرجى اختيار إحدى فئات الحجم المدرجة",
  },
});

export type EnquiryFormMessages = Resolved<typeof enquiryFormMessages>;

const choiceText = (message: string) =>
  z.string().trim().max(ENQUIRY_CHOICE_MAX_LENGTH, { error: message });

const isOneOf = (value: string, choices: readonly Choice[]) =>
  choices.some((choice) => choice.value === value);

/**
 * The enquiry's rules, saying what is wrong in the given words. With a catalogue, the product
 * and its form and grade must be the catalogue's; without one, a form or a grade needs a
 * product. The interest stays the text it always was (the page offers a list; posts from
 * before the list are kept as they came).
 */
export function buildEnquiryFormSchema(
  messages: EnquiryFormMessages,
  catalogue?: ProductCatalogue,
) {
  return z
    .object({
      fullName: requiredText(messages.fullNameRequired),
      email: z
        .string()
        .trim()
        .toLowerCase()
        .min(1, { error: messages.emailRequired, abort: true })
        .pipe(z.email({ error: messages.emailInvalid })),
      phone: z
        .string()
        .trim()
        .min(1, { error: messages.phoneRequired, abort: true })
        .regex(PHONE_PATTERN, { error: messages.phoneInvalid }),
      interest: requiredText(messages.interestRequired),
      message: requiredText(messages.messageRequired).max(ENQUIRY_MESSAGE_MAX_LENGTH, {
        error: messages.messageTooLong,
      }),
      product: choiceText(messages.productUnknown),
      productForm: choiceText(messages.productFormUnknown),
      grade: choiceText(messages.gradeUnknown),
    })
    .superRefine((values, context) => {
      const problem = (field: string, message: string) =>
        context.addIssue({ code: "custom", path: [field], message });
      const choices = values.product ? catalogue?.product(values.product) : undefined;
      if (values.product && catalogue && !choices) problem("product", messages.productUnknown);
      // A form or a grade is one of the product's; without a catalogue it needs a product at least.
      const allowed = (value: string, listed: (found: ProductChoices) => readonly Choice[]) =>
        catalogue
          ? choices !== undefined && isOneOf(value, listed(choices))
          : values.product !== "";
      if (values.productForm && !allowed(values.productForm, (found) => found.forms)) {
        problem("productForm", messages.productFormUnknown);
      }
      if (values.grade && !allowed(values.grade, (found) => found.grades)) {
        problem("grade", messages.gradeUnknown);
      }
    });
}

const schemas: Record<Locale, ReturnType<typeof buildEnquiryFormSchema>> = {
  en: buildEnquiryFormSchema(localize(enquiryFormMessages, "en")),
  ar: buildEnquiryFormSchema(localize(enquiryFormMessages, "ar")),
};

/** The rules with the English messages, without a catalogue. */
export const enquiryFormSchema = schemas.en;

export type EnquiryFormValues = z.input<typeof enquiryFormSchema>;

export const emptyEnquiryForm: EnquiryFormValues = {
  fullName: "",
  email: "",
  phone: "",
  interest: "",
  message: "",
  product: "",
  productForm: "",
  grade: "",
};

const labels = requireTranslations(FILE, {
  fullName: { en: "Full name", ar: "الاسم الكامل" },
  email: { en: "Email", ar: "البريد الإلكتروني" },
  phone: { en: "Phone", ar: "الهاتف" },
  interest: { en: "Product of interest", ar: "المنتج الذي يهمك" },
  message: { en: "Message", ar: "الرسالة" },
  product: { en: "Product", ar: "المنتج" },
  productForm: { en: "Product form", ar: "الشكل" },
  grade: { en: "Size grade", ar: "فئة الحجم" },
});

const optionsIn = (choices: readonly Choice[], locale: Locale): FieldOption[] =>
  choices.map((choice) => ({ value: choice.value, label: localize(choice.label, locale) }));

/**
 * The enquiry's fields in a language. With a catalogue they carry its choices: on a product
 * page (a known product posted) the interest and the product are set by the page and shown as
 * text, the form and the grade are chosen from the product's own; otherwise the interest is
 * chosen from the catalogue's and there is no product.
 */
function enquiryFields({ locale, catalogue }: FormContext, posted: Record<string, unknown> = {}) {
  const label = localize(labels, locale);
  const product =
    typeof posted.product === "string" ? catalogue?.product(posted.product) : undefined;
  const set = (text: string, choice?: Choice): FieldSpec => ({
    label: text,
    input: "hidden",
    ...(choice ? { options: optionsIn([choice], locale) } : {}),
  });
  const choose = (text: string, choices: readonly Choice[]): FieldSpec => ({
    label: text,
    input: "select",
    options: optionsIn(choices, locale),
  });
  return {
    fullName: { label: label.fullName, autoComplete: "name" },
    email: { label: label.email, input: "email", autoComplete: "email" },
    phone: { label: label.phone, input: "tel", autoComplete: "tel" },
    interest: product
      ? set(label.interest, product.category)
      : catalogue
        ? choose(label.interest, catalogue.interests)
        : { label: label.interest },
    product: set(label.product, product?.product),
    productForm: product ? choose(label.productForm, product.forms) : set(label.productForm),
    grade: product ? choose(label.grade, product.grades) : set(label.grade),
    message: { label: label.message, input: "textarea", maxLength: ENQUIRY_MESSAGE_MAX_LENGTH },
  } satisfies Record<keyof EnquiryFormValues, FieldSpec>;
}

/** "Enquiry: {full name}", and the product in brackets when it is about one. */
export const enquiryLeadForm = defineLeadForm({
  name: "enquiry",
  title: "Enquiry",
  schema: enquiryFormSchema,
  fields: enquiryFields(ENGLISH),
  subject: (values) =>
    values.product
      ? `Enquiry: ${values.fullName} (${values.product})`
      : `Enquiry: ${values.fullName}`,
  sender: (values) => ({ name: values.fullName, email: values.email, phone: values.phone }),
  schemaIn: ({ locale, catalogue }) =>
    catalogue
      ? buildEnquiryFormSchema(localize(enquiryFormMessages, locale), catalogue)
      : schemas[locale],
  fieldsIn: enquiryFields,
});
