import { describe, expect, test } from "vitest";

import { parseLead, type ParseResult } from "~/contracts/lead-form";

import {
  calculatorContactSchema,
  calculatorFormSchema,
  calculatorLeadForm,
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

  test("gives each empty field its required-field message", () => {
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

/** The accepted lead, or a failed test naming the errors. */
function accepted(result: ParseResult) {
  if (!result.ok) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

/** Each invalid field of the whole calculator with its first message. */
function requestErrors(values: Partial<CalculatorValues>) {
  const result = parseLead(calculatorLeadForm, values);
  return result.ok ? {} : result.errors;
}

const contact = {
  firstName: valid.firstName,
  lastName: valid.lastName,
  telephone: valid.telephone,
  email: valid.email,
};

describe("calculatorFormSchema", () => {
  test("accepts a complete calculator", () => {
    expect(calculatorFormSchema.safeParse(valid).success).toBe(true);
  });

  test("names every unanswered question", () => {
    expect(requestErrors(contact)).toEqual({
      clientType: 'Please answer "Who needs cleaning?"',
      facilityType: 'Please answer "What type of facility is it?"',
      frequency: 'Please answer "How often do you need cleaning?"',
      areaSize: 'Please answer "What is the approximate size of the area to be cleaned?"',
    });
  });

  test("refuses a choice that is not one of the question's options", () => {
    expect(requestErrors({ ...valid, facilityType: "other" })).toEqual({
      facilityType: 'Please answer "What type of facility is it?"',
    });
  });

  test("asks for the description of an 'other' area on its own field", () => {
    expect(requestErrors({ ...valid, areaSize: "other", customAreaSize: "  " })).toEqual({
      customAreaSize: 'Please answer "What is the approximate size of the area to be cleaned?"',
    });
    expect(requestErrors({ ...valid, areaSize: "other", customAreaSize: "140 m²" })).toEqual({});
  });

  test("keeps the description under 200 characters", () => {
    const answer = { ...valid, areaSize: "other" };
    expect(requestErrors({ ...answer, customAreaSize: "a".repeat(200) })).toEqual({});
    expect(requestErrors({ ...answer, customAreaSize: "a".repeat(201) })).toEqual({
      customAreaSize: "Please keep the description under 200 characters",
    });
  });

  test("applies step 5's contact rules", () => {
    expect(requestErrors({ ...valid, firstName: " ", telephone: "12345" })).toEqual({
      firstName: "First name is required",
      telephone: "Please enter a valid phone number",
    });
  });
});

describe("calculatorLeadForm", () => {
  test("a lead names the person in the subject and the sender", () => {
    const lead = accepted(parseLead(calculatorLeadForm, { ...valid, firstName: " Ada " }));
    expect(calculatorLeadForm.name).toBe("calculator");
    expect(lead.subject).toBe("Cost estimate: Ada Obi");
    expect(lead.sender).toEqual({
      name: "Ada Obi",
      email: "ada@example.com",
      phone: "+252904014301",
    });
  });

  test("a lead spells out the answers and carries the estimate", () => {
    expect(accepted(parseLead(calculatorLeadForm, { ...valid })).rows).toEqual([
      { key: "clientType", label: "Who needs cleaning?", value: "Business" },
      { key: "facilityType", label: "What type of facility is it?", value: "Office" },
      { key: "frequency", label: "How often do you need cleaning?", value: "5 days a week" },
      {
        key: "areaSize",
        label: "What is the approximate size of the area to be cleaned?",
        value: "Medium (1,000–3,000 sq ft)",
      },
      { key: "firstName", label: "First Name", value: "Ada" },
      { key: "lastName", label: "Last Name", value: "Obi" },
      { key: "telephone", label: "Telephone", value: "+252904014301" },
      { key: "email", label: "Email", value: "ada@example.com" },
      { key: "estimatedArea", label: "Estimated area", value: "2,000 sq ft" },
      { key: "costPerCleaning", label: "Per cleaning", value: "£72.00" },
      { key: "weeklyCost", label: "Weekly", value: "£360.00" },
      { key: "monthlyCost", label: "Monthly", value: "£1,548.00" },
      { key: "yearlyCost", label: "Yearly", value: "£18,720.00" },
    ]);
  });

  test("a lead previews the answers and the price of one cleaning", () => {
    expect(accepted(parseLead(calculatorLeadForm, { ...valid })).preview).toBe(
      "Business · Office · 5 days a week · Medium (1,000–3,000 sq ft) · £72.00 per cleaning",
    );
  });

  test("includes the visitor's own description of an 'other' area and prices it", () => {
    const values = { ...valid, areaSize: "other", customAreaSize: " 140 m² ", frequency: "1day" };
    const byLabel = Object.fromEntries(
      accepted(parseLead(calculatorLeadForm, values)).rows.map((row) => [row.label, row.value]),
    );
    expect(byLabel).toMatchObject({
      "What is the approximate size of the area to be cleaned?": "Other (describe it)",
      "Please describe the size of the area": "140 m²",
      "How often do you need cleaning?": "Once a week",
      "Estimated area": "1,507 sq ft",
      "Per cleaning": "£54.25",
    });
  });
});
