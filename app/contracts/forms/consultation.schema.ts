import { z } from "~/contracts/zod";

import { contactMessages, emailSchema, requiredText } from "~/contracts/contact-rules";
import { defineLeadForm, type FieldSpec, type LeadRow } from "~/contracts/lead-form";

/** The consultation wizard has 9 steps. */
export const STEP_COUNT = 9;

// The values of each answer, in the order they are offered.
export const SITUATIONS = ["business", "individual", "otherSituation"] as const;
export const FACILITIES = [
  "community",
  "educational",
  "leisure",
  "medical",
  "office",
  "residential",
  "warehouse",
  "otherFacility",
] as const;
export const FREQUENCIES = [
  "7days",
  "5days",
  "3days",
  "2daysWeek",
  "1dayWeek",
  "2daysMonth",
  "oneOff",
  "discussFrequency",
] as const;
export const AREA_SIZES = [
  "small",
  "medium",
  "large",
  "veryLarge",
  "discussArea",
  "otherArea",
] as const;
export const TOILETS = [
  "noToilets",
  "1toilet",
  "2toilets",
  "3toilets",
  "4toilets",
  "5to10",
  "11plus",
  "discussToilets",
] as const;
export const AFTER_HOURS = ["regularly", "occasionally", "never", "otherAfter"] as const;
export const START_TIMELINES = ["asap", "2weeks", "1month", "3months", "otherStart"] as const;
export const HIRING_DECISIONS = [
  "readyNow",
  "definitely",
  "likely",
  "possibly",
  "researching",
  "otherHiring",
] as const;

/** An answer is one of its values, or "" while nothing is chosen. */
function choice<const Values extends readonly [string, ...string[]]>(values: Values) {
  return z.union([z.literal(""), z.enum(values)]);
}

/** The visitor's own words: spaces around them do not count. */
const ownWords = () => z.string().trim();

/**
 * The consultation form data: every field is a string and starts empty. The schema returns the
 * text trimmed and the e-mail address in lower case, as the lead is posted and stored.
 */
export const consultationDataSchema = z.object({
  situation: choice(SITUATIONS),
  otherSituationText: ownWords(),
  facility: choice(FACILITIES),
  /** Also holds the job an individual is looking for, or what an "other" visitor needs. */
  otherFacilityText: ownWords(),
  frequency: choice(FREQUENCIES),
  areaSize: choice(AREA_SIZES),
  otherAreaText: ownWords(),
  toilets: choice(TOILETS),
  afterHours: choice(AFTER_HOURS),
  otherAfterText: ownWords(),
  startTimeline: choice(START_TIMELINES),
  otherStartText: ownWords(),
  hiringDecision: choice(HIRING_DECISIONS),
  otherHiringText: ownWords(),
  firstName: ownWords(),
  lastName: ownWords(),
  telephone: ownWords(),
  email: ownWords().toLowerCase(),
});

export type ConsultationData = z.infer<typeof consultationDataSchema>;

export const emptyConsultation: ConsultationData = {
  situation: "",
  otherSituationText: "",
  facility: "",
  otherFacilityText: "",
  frequency: "",
  areaSize: "",
  otherAreaText: "",
  toilets: "",
  afterHours: "",
  otherAfterText: "",
  startTimeline: "",
  otherStartText: "",
  hiringDecision: "",
  otherHiringText: "",
  firstName: "",
  lastName: "",
  telephone: "",
  email: "",
};

// Step 9: names and telephone non-blank, email in a valid format. Unlike the checklist
// form, the wizard asks only for a non-blank telephone, not the 10-15 character rule.
export const consultationContactSchema = z.object({
  firstName: requiredText(contactMessages.firstNameRequired),
  lastName: requiredText(contactMessages.lastNameRequired),
  telephone: requiredText(contactMessages.telephoneRequired),
  email: emailSchema,
});

export type ChoiceField =
  | "situation"
  | "facility"
  | "frequency"
  | "areaSize"
  | "toilets"
  | "afterHours"
  | "startTimeline"
  | "hiringDecision";

export type OtherTextField =
  | "otherSituationText"
  | "otherFacilityText"
  | "otherAreaText"
  | "otherAfterText"
  | "otherStartText"
  | "otherHiringText";

type Answer<K extends ChoiceField> = Exclude<ConsultationData[K], "">;

export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: string;
}

/** One radio question: its legend, its options and the text box an "other" option reveals. */
export interface ChoiceQuestion<K extends ChoiceField = ChoiceField> {
  field: K;
  legend: string;
  options: readonly ChoiceOption<Answer<K>>[];
  other?: {
    value: Answer<K>;
    textField: OtherTextField;
    label: string;
    /** Whether the step stays incomplete until the text box has non-blank text. */
    required: boolean;
  };
}

function options<Value extends string>(
  values: readonly Value[],
  labels: Record<Value, string>,
): ChoiceOption<Value>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

export const situationQuestion: ChoiceQuestion<"situation"> = {
  field: "situation",
  legend: "Which best describes your situation?",
  options: options(SITUATIONS, {
    business: "A business looking for a cleaning service",
    individual: "An individual looking for a cleaning job",
    otherSituation: "Other / not sure",
  }),
  // Step 1 asks only for a choice; step 2 then requires the description.
  other: {
    value: "otherSituation",
    textField: "otherSituationText",
    label: "Tell us a little about your situation (optional)",
    required: false,
  },
};

export const facilityQuestion: ChoiceQuestion<"facility"> = {
  field: "facility",
  legend: "What type of facility needs cleaning?",
  options: options(FACILITIES, {
    community: "Community",
    educational: "Educational",
    leisure: "Leisure",
    medical: "Medical",
    office: "Office",
    residential: "Residential",
    warehouse: "Warehouse",
    otherFacility: "Other",
  }),
  other: {
    value: "otherFacility",
    textField: "otherFacilityText",
    label: "Please describe the facility",
    required: true,
  },
};

/** Step 2 for anyone but a business: one text box, kept in otherFacilityText (see docs/requirements.md#consultation-wizard). */
export const descriptionQuestions = {
  individual: {
    legend: "What kind of cleaning job are you looking for?",
    label: "Please describe the kind of cleaning job you are looking for",
    leadLabel: "Cleaning job wanted",
  },
  otherSituation: {
    legend: "What do you need?",
    label: "Please describe what you need",
    leadLabel: "Needs",
  },
} as const;

export const frequencyQuestion: ChoiceQuestion<"frequency"> = {
  field: "frequency",
  legend: "How often do you need cleaning?",
  options: options(FREQUENCIES, {
    "7days": "7 days a week",
    "5days": "5 days a week",
    "3days": "3 days a week",
    "2daysWeek": "2 days a week",
    "1dayWeek": "Once a week",
    "2daysMonth": "Twice a month",
    oneOff: "One-off clean",
    discussFrequency: "Let's discuss",
  }),
};

export const areaSizeQuestion: ChoiceQuestion<"areaSize"> = {
  field: "areaSize",
  legend: "What is the approximate size of the area to be cleaned?",
  options: options(AREA_SIZES, {
    small: "Up to 100 sq m (1,076 sq ft)",
    medium: "100-300 sq m (1,076-3,230 sq ft)",
    large: "300-500 sq m (3,230-5,382 sq ft)",
    veryLarge: "500+ sq m (5,382+ sq ft)",
    discussArea: "Let's discuss",
    otherArea: "Other",
  }),
  other: {
    value: "otherArea",
    textField: "otherAreaText",
    label: "Please describe the area to be cleaned",
    required: true,
  },
};

export const toiletsQuestion: ChoiceQuestion<"toilets"> = {
  field: "toilets",
  legend: "How many toilets need cleaning?",
  options: options(TOILETS, {
    noToilets: "No toilets",
    "1toilet": "1 toilet",
    "2toilets": "2 toilets",
    "3toilets": "3 toilets",
    "4toilets": "4 toilets",
    "5to10": "5 to 10 toilets",
    "11plus": "11 or more toilets",
    discussToilets: "Let's discuss",
  }),
};

export const afterHoursQuestion: ChoiceQuestion<"afterHours"> = {
  field: "afterHours",
  legend: "Do you need cleaning outside business hours?",
  options: options(AFTER_HOURS, {
    regularly: "Yes, regularly",
    occasionally: "Yes, occasionally",
    never: "No, never",
    otherAfter: "Other",
  }),
  other: {
    value: "otherAfter",
    textField: "otherAfterText",
    label: "Please describe when you need cleaning",
    required: true,
  },
};

export const startTimelineQuestion: ChoiceQuestion<"startTimeline"> = {
  field: "startTimeline",
  legend: "When would you like the cleaning to start?",
  options: options(START_TIMELINES, {
    asap: "As soon as possible",
    "2weeks": "Within 2 weeks",
    "1month": "Within a month",
    "3months": "In more than 3 months",
    otherStart: "Other",
  }),
  other: {
    value: "otherStart",
    textField: "otherStartText",
    label: "Please tell us when you would like to start",
    required: true,
  },
};

export const hiringDecisionQuestion: ChoiceQuestion<"hiringDecision"> = {
  field: "hiringDecision",
  legend: "Where are you in your decision to hire?",
  options: options(HIRING_DECISIONS, {
    readyNow: "Ready to hire now",
    definitely: "Definitely hiring soon",
    likely: "Likely to hire",
    possibly: "Possibly",
    researching: "Just researching",
    otherHiring: "Other",
  }),
  other: {
    value: "otherHiring",
    textField: "otherHiringText",
    label: "Please tell us where you are in your decision",
    required: true,
  },
};

/** The radio question of each step that is a single question (step 2 depends on step 1). */
export const choiceSteps: Partial<Record<number, ChoiceQuestion>> = {
  1: situationQuestion,
  3: frequencyQuestion,
  4: areaSizeQuestion,
  5: toiletsQuestion,
  6: afterHoursQuestion,
  7: startTimelineQuestion,
  8: hiringDecisionQuestion,
};

export const CONTACT_LEGEND = "Your contact information";

export const PRIVACY_NOTICE =
  "Your details are sent to the coach's business address and used only to arrange your consultation.";

const isFilled = (text: string) => text.trim().length > 0;

/** Whether the question has an answer, with non-blank text where its "other" option needs it. */
function isAnswered(question: ChoiceQuestion, data: ConsultationData): boolean {
  const answer = data[question.field];
  if (answer === "") return false;
  const { other } = question;
  if (other?.required && answer === other.value) return isFilled(data[other.textField]);
  return true;
}

/** Whether Next (or Submit on step 9) is allowed: the step validity rules of docs/requirements.md#consultation-wizard. */
export function isStepValid(step: number, data: ConsultationData): boolean {
  if (step === 2) {
    if (data.situation === "business") return isAnswered(facilityQuestion, data);
    if (data.situation === "") return false;
    return isFilled(data.otherFacilityText);
  }
  if (step === STEP_COUNT) return consultationContactSchema.safeParse(data).success;
  const question = choiceSteps[step];
  return question ? isAnswered(question, data) : false;
}

/** The label of the chosen option, followed by the visitor's text when they chose "other". */
function answerText(question: ChoiceQuestion, data: ConsultationData): string {
  const answer = data[question.field];
  const label = question.options.find((option) => option.value === answer)?.label ?? "";
  const { other } = question;
  const text = other && answer === other.value ? data[other.textField].trim() : "";
  return text ? `${label}: ${text}` : label;
}

/** The question whose answer a step checks, for the message when a post skips it. */
const stepQuestions: Record<number, { field: keyof ConsultationData; legend: string }> = {
  1: situationQuestion,
  2: { field: "facility", legend: "Step 2 (the facility, or what you need)" },
  3: frequencyQuestion,
  4: areaSizeQuestion,
  5: toiletsQuestion,
  6: afterHoursQuestion,
  7: startTimelineQuestion,
  8: hiringDecisionQuestion,
};

/**
 * The whole request, as the server checks it: the data's shape, then every step's validity
 * (the same isStepValid the wizard's Next and Submit use), with a message naming the question.
 */
export const consultationFormSchema = consultationDataSchema.superRefine((data, context) => {
  for (let step = 1; step < STEP_COUNT; step += 1) {
    if (isStepValid(step, data)) continue;
    const question = stepQuestions[step]!;
    context.addIssue({
      code: "custom",
      path: [question.field],
      message: `Please answer "${question.legend}"`,
    });
  }
  const contact = consultationContactSchema.safeParse(data);
  if (!contact.success) for (const issue of contact.error.issues) context.addIssue({ ...issue });
});

const choiceField = (question: ChoiceQuestion): FieldSpec => ({
  label: question.legend,
  input: "select",
  options: question.options,
});

/** Every field of the data, labelled with the wizard's own questions. */
const consultationFields: Record<keyof ConsultationData, FieldSpec> = {
  situation: choiceField(situationQuestion),
  otherSituationText: { label: situationQuestion.other!.label },
  facility: choiceField(facilityQuestion),
  otherFacilityText: { label: "Facility, job or needs described", input: "textarea" },
  frequency: choiceField(frequencyQuestion),
  areaSize: choiceField(areaSizeQuestion),
  otherAreaText: { label: areaSizeQuestion.other!.label },
  toilets: choiceField(toiletsQuestion),
  afterHours: choiceField(afterHoursQuestion),
  otherAfterText: { label: afterHoursQuestion.other!.label },
  startTimeline: choiceField(startTimelineQuestion),
  otherStartText: { label: startTimelineQuestion.other!.label },
  hiringDecision: choiceField(hiringDecisionQuestion),
  otherHiringText: { label: hiringDecisionQuestion.other!.label },
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  telephone: { label: "Telephone", input: "tel", autoComplete: "tel" },
  email: { label: "Email", input: "email", autoComplete: "email" },
};

/** The answers as the coach reads them: each question's choice, with the visitor's own words. */
function consultationRows(data: ConsultationData): LeadRow[] {
  const row = (key: keyof ConsultationData, label: string, value: string): LeadRow => ({
    key,
    label,
    value,
  });
  const rows: LeadRow[] = [
    row("firstName", "First name", data.firstName.trim()),
    row("lastName", "Last name", data.lastName.trim()),
    row("email", "Email", data.email.trim()),
    row("telephone", "Telephone", data.telephone.trim()),
    row("situation", "Situation", answerText(situationQuestion, data)),
  ];
  if (data.situation === "business") {
    rows.push(row("facility", "Facility type", answerText(facilityQuestion, data)));
  } else if (data.situation !== "") {
    const description = descriptionQuestions[data.situation];
    rows.push(row("otherFacilityText", description.leadLabel, data.otherFacilityText.trim()));
  }
  rows.push(
    row("frequency", "Cleaning frequency", answerText(frequencyQuestion, data)),
    row("areaSize", "Area size", answerText(areaSizeQuestion, data)),
    row("toilets", "Toilets", answerText(toiletsQuestion, data)),
    row("afterHours", "After-hours cleaning", answerText(afterHoursQuestion, data)),
    row("startTimeline", "Start", answerText(startTimelineQuestion, data)),
    row("hiringDecision", "Decision stage", answerText(hiringDecisionQuestion, data)),
  );
  return rows;
}

/** The lead: subject "Consultation request: {first} {last}", the answers as labelled lines. */
export const consultationLeadForm = defineLeadForm({
  name: "consultation",
  title: "Consultation request",
  schema: consultationFormSchema,
  fields: consultationFields,
  subject: (data) => `Consultation request: ${data.firstName} ${data.lastName}`,
  sender: (data) => ({
    name: `${data.firstName} ${data.lastName}`,
    email: data.email,
    phone: data.telephone,
  }),
  rows: consultationRows,
  preview: (data) =>
    consultationRows(data)
      .slice(4)
      .map((line) => line.value)
      .join(" · "),
});
