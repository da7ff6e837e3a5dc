import { describe, expect, test } from "vitest";

import {
  areaSizeQuestion,
  choiceSteps,
  type ConsultationData,
  consultationDataSchema,
  consultationLead,
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
    "step 1 with 'other' and no text (spec: a choice is enough)",
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
  ["step 9 with a short telephone (spec: non-blank is enough)", 9, { telephone: "4301" }, true],
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

describe("consultationLead", () => {
  test("names the person in the subject and labels every answer", () => {
    expect(consultationLead(complete)).toEqual({
      subject: "Consultation request: Ada Obi",
      fields: {
        name: "Ada Obi",
        email: "ada@example.com",
        phone: "+252 9040 14301",
        Situation: "A business looking for a cleaning service",
        "Facility type": "Office",
        "Cleaning frequency": "5 days a week",
        "Area size": "100-300 sq m (1,076-3,230 sq ft)",
        Toilets: "2 toilets",
        "After-hours cleaning": "Yes, regularly",
        Start: "In more than 3 months",
        "Decision stage": "Ready to hire now",
      },
      honeypot: "",
    });
  });

  test("adds the visitor's text to each 'other' answer and trims what they typed", () => {
    const lead = consultationLead(
      {
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
      },
      "bot-text",
    );
    expect(lead.subject).toBe("Consultation request: Ada Obi");
    expect(lead.honeypot).toBe("bot-text");
    expect(lead.fields).toMatchObject({
      name: "Ada Obi",
      Situation: "Other / not sure: Starting a company",
      Needs: "Advice on cleaning contracts",
      "Area size": "Other: Two floors",
      "After-hours cleaning": "Other: Sundays",
      Start: "Other: In June",
      "Decision stage": "Other: Board decides soon",
    });
    expect(lead.fields).not.toHaveProperty("Facility type");
  });

  test("sends an individual's job description and ignores text left behind by another answer", () => {
    const lead = consultationLead({
      ...complete,
      situation: "individual",
      facility: "",
      otherFacilityText: "Evening office cleaning",
      otherAreaText: "typed before choosing a listed size",
    });
    expect(lead.fields["Cleaning job wanted"]).toBe("Evening office cleaning");
    expect(lead.fields["Area size"]).toBe("100-300 sq m (1,076-3,230 sq ft)");
  });
});
