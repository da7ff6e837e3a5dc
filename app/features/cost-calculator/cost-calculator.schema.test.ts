import { describe, expect, test } from "vitest";

import { estimateCleaningCost } from "~/lib/price-estimate";

import {
  calculatorContactSchema,
  calculatorLead,
  type CalculatorValues,
  emptyCalculatorValues,
  isStepComplete,
} from "./cost-calculator.schema";

const answered: CalculatorValues = {
  ...emptyCalculatorValues,
  clientType: "business",
  facilityType: "office",
  frequency: "5days",
  areaSize: "medium",
};

/** Each invalid field with its message. */
function contactErrors(values: CalculatorValues) {
  const result = calculatorContactSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

const valid: CalculatorValues = {
  ...answered,
  firstName: "Ada",
  lastName: "Obi",
  telephone: "+252904014301",
  email: "ada@example.com",
};

describe("isStepComplete", () => {
  test.each([
    [1, "clientType", "business"],
    [2, "facilityType", "warehouse"],
    [3, "frequency", "discuss"],
    [4, "areaSize", "verylarge"],
  ] as const)("step %i needs a choice for %s", (step, field, value) => {
    expect(isStepComplete(step, emptyCalculatorValues)).toBe(false);
    expect(isStepComplete(step, { ...emptyCalculatorValues, [field]: value })).toBe(true);
    expect(isStepComplete(step, { ...emptyCalculatorValues, [field]: "made-up" })).toBe(false);
  });

  test("step 2 does not offer 'other'", () => {
    expect(isStepComplete(2, { ...emptyCalculatorValues, facilityType: "other" })).toBe(false);
  });

  test.each([
    ["", false],
    ["   ", false],
    ["about 1,500 sq ft", true],
  ])("step 4 with 'other' described as '%s' is complete: %s", (customAreaSize, complete) => {
    expect(isStepComplete(4, { ...answered, areaSize: "other", customAreaSize })).toBe(complete);
  });

  test("only steps 1 to 4 are completed by choosing", () => {
    for (const step of [0, 5, 6]) expect(isStepComplete(step, valid)).toBe(false);
  });
});

describe("calculatorContactSchema", () => {
  test("accepts complete details and trims them", () => {
    expect(
      calculatorContactSchema.parse({ ...valid, firstName: " Ada ", email: " ada@example.com " }),
    ).toEqual({
      firstName: "Ada",
      lastName: "Obi",
      telephone: "+252904014301",
      email: "ada@example.com",
    });
  });

  test("gives the specified message for each empty field", () => {
    expect(contactErrors(answered)).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      telephone: "Telephone is required",
      email: "Email is required",
    });
  });

  test("treats spaces alone as empty", () => {
    expect(
      contactErrors({ ...valid, firstName: " ", lastName: "\t", telephone: "  ", email: " " }),
    ).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      telephone: "Telephone is required",
      email: "Email is required",
    });
  });

  test.each([
    "123456789",
    "1234567890123456",
    "+252 904 014 301",
    "0207946095x",
    "020.7946.0958",
    "phone me please",
  ])("rejects the telephone '%s'", (telephone) => {
    expect(contactErrors({ ...valid, telephone })).toEqual({
      telephone: "Please enter a valid phone number",
    });
  });

  test.each(["1234567890", "123456789012345", "+44 2079460958", "(020) 7946-0958", " 0207946095 "])(
    "accepts the telephone '%s'",
    (telephone) => {
      expect(contactErrors({ ...valid, telephone })).toEqual({});
    },
  );

  test.each(["ada", "ada@", "@example.com", "ada@example", "ada obi@example.com"])(
    "rejects the e-mail '%s'",
    (email) => {
      expect(contactErrors({ ...valid, email })).toEqual({
        email: "Please enter a valid email address",
      });
    },
  );
});

describe("calculatorLead", () => {
  test("names the person, spells out the answers and carries the estimate", () => {
    expect(calculatorLead(valid, estimateCleaningCost(valid))).toEqual({
      subject: "Cost estimate: Ada Obi",
      fields: {
        name: "Ada Obi",
        email: "ada@example.com",
        telephone: "+252904014301",
        clientType: "Business",
        facilityType: "Office",
        frequency: "5 days a week",
        areaSize: "Medium (1,000–3,000 sq ft)",
        estimatedArea: "2,000 sq ft",
        costPerCleaning: "£72.00",
        weeklyCost: "£360.00",
        monthlyCost: "£1,548.00",
        yearlyCost: "£18,720.00",
      },
    });
  });

  test("includes the visitor's own description of an 'other' area", () => {
    const values = { ...valid, areaSize: "other", customAreaSize: " 140 m² ", frequency: "1day" };
    const lead = calculatorLead(values, estimateCleaningCost(values));
    expect(lead.fields).toMatchObject({
      areaSize: "Other (describe it)",
      areaDescription: "140 m²",
      estimatedArea: "1,507 sq ft",
      frequency: "Once a week",
      costPerCleaning: "£54.25",
    });
  });
});
