import { describe, expect, test } from "vitest";

import { parseLead, type ParseResult } from "~/contracts/lead-form";

import {
  areaSizeQuestion,
  choiceSteps,
  type ConsultationData,
  consultationDataSchema,
  consultationFormSchema,
  consultationLeadForm,
  emptyConsultation,
  isStepValid,
  STEP_COUNT,
} from "./consultation.schema";

/** A complete request from a business that picked a listed answer at every step. */
const complete: ConsultationData = {
  ...emptyConsultation,
  situation: "business",
  facility: "office",
  frequency: "5days",
  areaSize: "medium",
  toilets: "2toilets",
  afterHours: "regularly",
  startTimeline: "3months",
  hiringDecision: "readyNow",
  firstName: "Ada",
  lastName: "Obi",
  telephone: "+252 9040 14301",
  email: "ada@example.com",
};

const cases: Array<[string, number, Partial<ConsultationData>, boolean]> = [
  ["step 1 with no situation", 1, { situation: "" }, false],
  ["step 1 with a business", 1, { situation: "business" }, true],
  ["step 1 with an individual", 1, { situation: "individual" }, true],
  [
    "step 1 with 'other' and no text (a choice is enough)",
    1,
    { situation: "otherSituation" },
    true,
  ],

  ["step 2 with no situation", 2, { situation: "", facility: "" }, false],
  ["step 2, business, no facility", 2, { facility: "" }, false],
  ["step 2, business, an office", 2, { facility: "office" }, true],
  ["step 2, business, other facility without text", 2, { facility: "otherFacility" }, false],
  [
    "step 2, business, other facility with spaces only",
    2,
    { facility: "otherFacility", otherFacilityText: "   " },
    false,
  ],
  [
    "step 2, business, other facility with text",
    2,
    { facility: "otherFacility", otherFacilityText: "Fish market" },
    true,
  ],
  ["step 2, individual, no description", 2, { situation: "individual", facility: "" }, false],
  [
    "step 2, individual, a blank description",
    2,
    { situation: "individual", facility: "", otherFacilityText: " \t " },
    false,
  ],
  [
    "step 2, individual, a description",
    2,
    { situation: "individual", facility: "", otherFacilityText: "Evening office cleaning" },
    true,
  ],
  ["step 2, other, no description", 2, { situation: "otherSituation", facility: "" }, false],
  [
    "step 2, other, a description",
    2,
    { situation: "otherSituation", facility: "", otherFacilityText: "Advice on tenders" },
    true,
  ],

  ["step 3 with no frequency", 3, { frequency: "" }, false],
  ["step 3 with a frequency", 3, { frequency: "oneOff" }, true],
  ["step 3 with 'let's discuss'", 3, { frequency: "discussFrequency" }, true],

  ["step 4 with no area", 4, { areaSize: "" }, false],
  ["step 4 with a listed area", 4, { areaSize: "veryLarge" }, true],
  ["step 4 with 'let's discuss'", 4, { areaSize: "discussArea" }, true],
  ["step 4, other area without text", 4, { areaSize: "otherArea" }, false],
  ["step 4, other area with spaces only", 4, { areaSize: "otherArea", otherAreaText: "  " }, false],
  ["step 4, other area with text", 4, { areaSize: "otherArea", otherAreaText: "2 floors" }, true],

  ["step 5 with no toilets answer", 5, { toilets: "" }, false],
  ["step 5 with no toilets", 5, { toilets: "noToilets" }, true],
  ["step 5 with 11 or more", 5, { toilets: "11plus" }, true],

  ["step 6 with no answer", 6, { afterHours: "" }, false],
  ["step 6 with 'never'", 6, { afterHours: "never" }, true],
  ["step 6, other without text", 6, { afterHours: "otherAfter" }, false],
  ["step 6, other with spaces only", 6, { afterHours: "otherAfter", otherAfterText: " " }, false],
  ["step 6, other with text", 6, { afterHours: "otherAfter", otherAfterText: "Sundays" }, true],

  ["step 7 with no answer", 7, { startTimeline: "" }, false],
  ["step 7 with 'as soon as possible'", 7, { startTimeline: "asap" }, true],
  ["step 7, other without text", 7, { startTimeline: "otherStart" }, false],
  [
    "step 7, other with spaces only",
    7,
    { startTimeline: "otherStart", otherStartText: "  " },
    false,
  ],
  ["step 7, other with text", 7, { startTimeline: "otherStart", otherStartText: "In June" }, true],

  ["step 8 with no answer", 8, { hiringDecision: "" }, false],
  ["step 8 with 'just researching'", 8, { hiringDecision: "researching" }, true],
  ["step 8, other without text", 8, { hiringDecision: "otherHiring" }, false],
  [
    "step 8, other with spaces only",
    8,
    { hiringDecision: "otherHiring", otherHiringText: " " },
    false,
  ],
  [
    "step 8, other with text",
    8,
    { hiringDecision: "otherHiring", otherHiringText: "Board meets next week" },
    true,
  ],

  ["step 9 complete", 9, {}, true],
  ["step 9 without a first name", 9, { firstName: "" }, false],
  ["step 9 with a blank first name", 9, { firstName: "  " }, false],
  ["step 9 without a last name", 9, { lastName: "" }, false],
  ["step 9 with a blank last name", 9, { lastName: " " }, false],
  ["step 9 without a telephone", 9, { telephone: "" }, false],
  ["step 9 with a blank telephone", 9, { telephone: "   " }, false],
  ["step 9 with a short telephone (non-blank is enough)", 9, { telephone: "4301" }, true],
  ["step 9 without an email", 9, { email: "" }, false],
  ["step 9 with 'ada'", 9, { email: "ada" }, false],
  ["step 9 with 'ada@'", 9, { email: "ada@" }, false],
  ["step 9 with 'ada@example'", 9, { email: "ada@example" }, false],
  ["step 9 with a space in the email", 9, { email: "ada obi@example.com" }, false],
  ["step 9 with spaces around the email", 9, { email: " ada@example.com " }, true],

  ["step 0", 0, {}, false],
  ["step 10", 10, {}, false],
];

describe("isStepValid", () => {
  test.each(cases)("%s", (_name, step, change, valid) => {
    expect(isStepValid(step, { ...complete, ...change })).toBe(valid);
  });

  test("an empty request can pass no step", () => {
    for (let step = 1; step <= STEP_COUNT; step += 1) {
      expect(isStepValid(step, emptyConsultation)).toBe(false);
    }
  });

  test("a complete request passes every step", () => {
    for (let step = 1; step <= STEP_COUNT; step += 1) {
      expect(isStepValid(step, complete)).toBe(true);
    }
  });
});

describe("consultation options", () => {
  test("every field starts as an empty string", () => {
    expect(Object.values(emptyConsultation).every((value) => value === "")).toBe(true);
    expect(consultationDataSchema.safeParse(emptyConsultation).success).toBe(true);
  });

  test("labels the area sizes in square metres and feet", () => {
    expect(areaSizeQuestion.options.map((option) => option.label)).toEqual([
      "Up to 100 sq m (1,076 sq ft)",
      "100-300 sq m (1,076-3,230 sq ft)",
      "300-500 sq m (3,230-5,382 sq ft)",
      "500+ sq m (5,382+ sq ft)",
      "Let's discuss",
      "Other",
    ]);
  });

  test("every step but 2 and 9 has one radio question with unique values", () => {
    expect(Object.keys(choiceSteps).map(Number)).toEqual([1, 3, 4, 5, 6, 7, 8]);
    for (const question of Object.values(choiceSteps)) {
      const values = question?.options.map((option) => option.value) ?? [];
      expect(new Set(values).size).toBe(values.length);
    }
  });
});

/** The accepted lead, or a failed test naming the errors. */
function accepted(result: ParseResult) {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

/** Each invalid field of a whole request with its first message. */
function requestErrors(data: Partial<ConsultationData>) {
  const result = parseLead(consultationLeadForm, data);
  return result.ok ? {} : result.errors;
}

describe("consultationFormSchema", () => {
  test("accepts a complete request", () => {
    expect(consultationFormSchema.safeParse(complete).success).toBe(true);
  });

  test("names every unanswered question and every missing contact detail of an empty request", () => {
    expect(requestErrors({})).toEqual({
      situation: 'Please answer "Which best describes your situation?"',
      facility: 'Please answer "Step 2 (the facility, or what you need)"',
      frequency: 'Please answer "How often do you need cleaning?"',
      areaSize: 'Please answer "What is the approximate size of the area to be cleaned?"',
      toilets: 'Please answer "How many toilets need cleaning?"',
      afterHours: 'Please answer "Do you need cleaning outside business hours?"',
      startTimeline: 'Please answer "When would you like the cleaning to start?"',
      hiringDecision: 'Please answer "Where are you in your decision to hire?"',
      firstName: "First name is required",
      lastName: "Last name is required",
      telephone: "Telephone is required",
      email: "Email is required",
    });
  });

  test("applies each step's rule: an 'other' answer needs its text", () => {
    expect(requestErrors({ ...complete, areaSize: "otherArea", otherAreaText: " " })).toEqual({
      areaSize: 'Please answer "What is the approximate size of the area to be cleaned?"',
    });
    expect(
      requestErrors({ ...complete, areaSize: "otherArea", otherAreaText: "2 floors" }),
    ).toEqual({});
  });

  test("asks an individual for the job they want on step 2", () => {
    const individual = { ...complete, situation: "individual", facility: "" } as const;
    expect(requestErrors(individual)).toEqual({
      facility: 'Please answer "Step 2 (the facility, or what you need)"',
    });
    expect(requestErrors({ ...individual, otherFacilityText: "Evening cleaning" })).toEqual({});
  });

  test("applies the contact step's e-mail rule", () => {
    expect(requestErrors({ ...complete, email: "ada@example" })).toEqual({
      email: "Please enter a valid email address",
    });
  });

  test("refuses an answer that is not one of the question's options", () => {
    expect(
      requestErrors({ ...complete, toilets: "99toilets" as ConsultationData["toilets"] }),
    ).toHaveProperty("toilets");
  });

  test("accepts a request exactly when the wizard would let every step through", () => {
    for (const [name, , change] of cases) {
      const data = { ...complete, ...change };
      const everyStep = Array.from({ length: STEP_COUNT }, (_, index) =>
        isStepValid(index + 1, data),
      ).every(Boolean);
      expect(consultationFormSchema.safeParse(data).success, name).toBe(everyStep);
    }
  });
});

describe("consultationLeadForm", () => {
  test("a lead names the person in the subject and the sender, trimmed", () => {
    const lead = accepted(
      parseLead(consultationLeadForm, {
        ...complete,
        firstName: " Ada ",
        email: " ada@example.com ",
      }),
    );
    expect(consultationLeadForm.name).toBe("consultation");
    expect(lead.subject).toBe("Consultation request: Ada Obi");
    expect(lead.sender).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+252 9040 14301",
    });
  });

  test("a lead labels every answer in words, in the wizard's order", () => {
    expect(accepted(parseLead(consultationLeadForm, complete)).rows).toEqual([
      { key: "firstName", label: "First name", value: "Ada" },
      { key: "lastName", label: "Last name", value: "Obi" },
      { key: "email", label: "Email", value: "ada@example.com" },
      { key: "telephone", label: "Telephone", value: "+252 9040 14301" },
      { key: "situation", label: "Situation", value: "A business looking for a cleaning service" },
      { key: "facility", label: "Facility type", value: "Office" },
      { key: "frequency", label: "Cleaning frequency", value: "5 days a week" },
      { key: "areaSize", label: "Area size", value: "100-300 sq m (1,076-3,230 sq ft)" },
      { key: "toilets", label: "Toilets", value: "2 toilets" },
      { key: "afterHours", label: "After-hours cleaning", value: "Yes, regularly" },
      { key: "startTimeline", label: "Start", value: "In more than 3 months" },
      { key: "hiringDecision", label: "Decision stage", value: "Ready to hire now" },
    ]);
  });

  test("a lead previews the answers from the situation on, cut at a word", () => {
    const { preview } = accepted(parseLead(consultationLeadForm, complete));
    expect(preview).toBe(
      "A business looking for a cleaning service · Office · 5 days a week · 100-300 sq m (1,076-3,230 sq ft) · 2 toilets · Yes, regularly · In…",
    );
  });

  test("adds the visitor's text to each 'other' answer and trims what they typed", () => {
    const lead = accepted(
      parseLead(consultationLeadForm, {
        ...complete,
        situation: "otherSituation",
        otherSituationText: " Starting a company ",
        facility: "",
        otherFacilityText: " Advice on cleaning contracts ",
        areaSize: "otherArea",
        otherAreaText: "Two floors",
        afterHours: "otherAfter",
        otherAfterText: "Sundays",
        startTimeline: "otherStart",
        otherStartText: "In June",
        hiringDecision: "otherHiring",
        otherHiringText: "Board decides soon",
        firstName: " Ada ",
      }),
    );
    expect(lead.subject).toBe("Consultation request: Ada Obi");
    const byLabel = Object.fromEntries(lead.rows.map((row) => [row.label, row.value]));
    expect(byLabel).toMatchObject({
      "First name": "Ada",
      Situation: "Other / not sure: Starting a company",
      Needs: "Advice on cleaning contracts",
      "Area size": "Other: Two floors",
      "After-hours cleaning": "Other: Sundays",
      Start: "Other: In June",
      "Decision stage": "Other: Board decides soon",
    });
    expect(byLabel).not.toHaveProperty("Facility type");
  });

  test("sends an individual's job description and ignores text left behind by another answer", () => {
    const lead = accepted(
      parseLead(consultationLeadForm, {
        ...complete,
        situation: "individual",
        facility: "",
        otherFacilityText: "Evening office cleaning",
        otherAreaText: "typed before choosing a listed size",
      }),
    );
    const byLabel = Object.fromEntries(lead.rows.map((row) => [row.label, row.value]));
    expect(byLabel["Cleaning job wanted"]).toBe("Evening office cleaning");
    expect(byLabel["Area size"]).toBe("100-300 sq m (1,076-3,230 sq ft)");
  });

  test("a native post that sends only the chosen answers' fields is read as complete", () => {
    const post = Object.fromEntries(
      Object.entries(complete).filter(([key]) => !key.startsWith("other")),
    );
    expect(Object.keys(post)).not.toContain("otherAreaText");
    expect(parseLead(consultationLeadForm, post).ok).toBe(true);
  });
});
