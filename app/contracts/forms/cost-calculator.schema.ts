import {
  emptyPersonContact,
  type PersonContact,
  personContactFields,
  personContactSchema,
} from "~/contracts/contact-rules";
import {
  type EstimateInput,
  estimateCleaningCost,
  formatPounds,
  formatSqFt,
} from "~/contracts/forms/price-estimate";
import { defineLeadForm, type LeadRow } from "~/contracts/lead-form";
import { z } from "~/contracts/zod";

/** Five question steps, then the results screen. */
export const CALCULATOR_STEPS = 5;
export const RESULT_STEP = 6;
export const CONTACT_STEP = 5;

export type CalculatorStep = 1 | 2 | 3 | 4 | 5 | 6;

/** Steps 1–4: the answers chosen (and the description of an "other" area). */
export interface CalculatorAnswers {
  clientType: string;
  facilityType: string;
  frequency: string;
  areaSize: string;
  customAreaSize: string;
}

/** The calculator data, all strings, starting empty. */
export type CalculatorValues = CalculatorAnswers & PersonContact;

export const emptyAnswers: CalculatorAnswers = {
  clientType: "",
  facilityType: "",
  frequency: "",
  areaSize: "",
  customAreaSize: "",
};

export const emptyCalculatorValues: CalculatorValues = { ...emptyAnswers, ...emptyPersonContact };

export interface ChoiceOption {
  value: string;
  label: string;
}

// The wording of steps 1–3.
export const clientTypeOptions: readonly ChoiceOption[] = [
  { value: "business", label: "Business" },
  { value: "individual", label: "Individual" },
  { value: "other", label: "Other" },
];

export const facilityTypeOptions: readonly ChoiceOption[] = [
  { value: "community", label: "Community" },
  { value: "educational", label: "Educational" },
  { value: "leisure", label: "Leisure" },
  { value: "medical", label: "Medical" },
  { value: "office", label: "Office" },
  { value: "residential", label: "Residential" },
  { value: "warehouse", label: "Warehouse" },
];

export const frequencyOptions: readonly ChoiceOption[] = [
  { value: "7days", label: "7 days a week" },
  { value: "5days", label: "5 days a week" },
  { value: "3days", label: "3 days a week" },
  { value: "2days", label: "2 days a week" },
  { value: "1day", label: "Once a week" },
  { value: "2monthly", label: "Twice a month" },
  { value: "oneoff", label: "One-off clean" },
  { value: "discuss", label: "Let's discuss" },
];

export const OTHER_AREA = "other";

export const areaSizeOptions: readonly ChoiceOption[] = [
  { value: "small", label: "Small (up to 1,000 sq ft)" },
  { value: "medium", label: "Medium (1,000–3,000 sq ft)" },
  { value: "large", label: "Large (3,000–5,000 sq ft)" },
  { value: "verylarge", label: "Very large (over 5,000 sq ft)" },
  { value: OTHER_AREA, label: "Other (describe it)" },
  { value: "discuss", label: "Let's discuss" },
];

export type ChoiceField = "clientType" | "facilityType" | "frequency" | "areaSize";
export type ChoiceStep = 1 | 2 | 3 | 4;

export interface ChoiceQuestion {
  field: ChoiceField;
  question: string;
  options: readonly ChoiceOption[];
}

/** Steps 1–4: one question each, answered by choosing one option. */
export const choiceQuestions: Record<ChoiceStep, ChoiceQuestion> = {
  1: { field: "clientType", question: "Who needs cleaning?", options: clientTypeOptions },
  2: {
    field: "facilityType",
    question: "What type of facility is it?",
    options: facilityTypeOptions,
  },
  3: { field: "frequency", question: "How often do you need cleaning?", options: frequencyOptions },
  4: {
    field: "areaSize",
    question: "What is the approximate size of the area to be cleaned?",
    options: areaSizeOptions,
  },
};

export const customAreaLabel = "Please describe the size of the area";
/** The longest description of an "other" area the form takes. */
export const CUSTOM_AREA_MAX_LENGTH = 200;
export const customAreaPlaceholder = "Please describe...";

export function isChoiceStep(step: number): step is ChoiceStep {
  return step >= 1 && step <= 4;
}

/** The label shown for a stored choice, or "" when nothing (or nothing known) is chosen. */
export function optionLabel(options: readonly ChoiceOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? "";
}

/** Step 5, checked on Calculate Cost, has the checklist form's fields and messages. */
export const calculatorContactSchema = personContactSchema;

/**
 * Steps 1–4 need one of their options chosen; "other" area also needs a description
 * that is not blank. Other steps are not answered by choosing, so they are never "complete".
 */
export function isStepComplete(step: number, values: CalculatorAnswers): boolean {
  if (!isChoiceStep(step)) return false;
  const { field, options } = choiceQuestions[step];
  if (optionLabel(options, values[field]) === "") return false;
  return (
    field !== "areaSize" || values.areaSize !== OTHER_AREA || values.customAreaSize.trim() !== ""
  );
}

/**
 * The whole calculator as the server checks it: steps 1–4 complete (the same isStepComplete
 * that enables Next) and step 5's contact details.
 */
export const calculatorFormSchema = z
  .object({
    clientType: z.string(),
    facilityType: z.string(),
    frequency: z.string(),
    areaSize: z.string(),
    customAreaSize: z
      .string()
      .max(CUSTOM_AREA_MAX_LENGTH, "Please keep the description under 200 characters"),
  })
  .extend(personContactSchema.shape)
  .superRefine((values, context) => {
    for (const step of [1, 2, 3, 4] as const) {
      if (isStepComplete(step, values)) continue;
      const { field, question } = choiceQuestions[step];
      const path =
        field === "areaSize" && values.areaSize === OTHER_AREA ? "customAreaSize" : field;
      context.addIssue({ code: "custom", path: [path], message: `Please answer "${question}"` });
    }
  });

/** The estimate the visitor was shown, as lines of the lead: the area and the four costs. */
export function estimateRows(answers: EstimateInput): LeadRow[] {
  const estimate = estimateCleaningCost(answers);
  return [
    { key: "estimatedArea", label: "Estimated area", value: formatSqFt(estimate.areaSqFt) },
    { key: "costPerCleaning", label: "Per cleaning", value: formatPounds(estimate.perCleaning) },
    { key: "weeklyCost", label: "Weekly", value: formatPounds(estimate.weekly) },
    { key: "monthlyCost", label: "Monthly", value: formatPounds(estimate.monthly) },
    { key: "yearlyCost", label: "Yearly", value: formatPounds(estimate.yearly) },
  ];
}

/**
 * The lead "Cost estimate: {first} {last}", with every answer in words and the estimate the
 * visitor was shown (computed again from the answers, with the same formula). The post carries
 * the same estimate lines, so a relay e-mails them too.
 */
export const calculatorLeadForm = defineLeadForm({
  name: "calculator",
  title: "Cost calculator",
  schema: calculatorFormSchema,
  fields: {
    clientType: { label: choiceQuestions[1].question, input: "select", options: clientTypeOptions },
    facilityType: {
      label: choiceQuestions[2].question,
      input: "select",
      options: facilityTypeOptions,
    },
    frequency: { label: choiceQuestions[3].question, input: "select", options: frequencyOptions },
    areaSize: { label: choiceQuestions[4].question, input: "select", options: areaSizeOptions },
    customAreaSize: { label: customAreaLabel, maxLength: CUSTOM_AREA_MAX_LENGTH },
    ...personContactFields,
  },
  subject: (values) => `Cost estimate: ${values.firstName} ${values.lastName}`,
  sender: (values) => ({
    name: `${values.firstName} ${values.lastName}`,
    email: values.email,
    phone: values.telephone,
  }),
  rows: (values, filled) => [...filled, ...estimateRows(values)],
  postFields: (values) =>
    Object.fromEntries(estimateRows(values).map((row) => [row.key, row.value])),
  preview: (values) => {
    const answers = Object.values(choiceQuestions).map(({ field, options }) =>
      optionLabel(options, values[field]),
    );
    const perCleaning = formatPounds(estimateCleaningCost(values).perCleaning);
    return `${answers.join(" · ")} · ${perCleaning} per cleaning`;
  },
});

/** Step 6's wording (see docs/requirements.md#cost-calculator). */
export const resultCopy = {
  heading: "Your estimate",
  included: [
    "Professional cleaning staff",
    "All cleaning supplies and equipment",
    "Regular quality checks",
    "Flexible scheduling",
    "VAT included in all prices",
  ],
  note: "This is an estimate. Contact us for a precise quote or a free on-site assessment.",
} as const;
