import { useState } from "react";

import { emptyPersonContact } from "~/contracts/contact-rules";
import { estimateCleaningCost } from "~/contracts/forms/price-estimate";
import { useLeadForm } from "~/hooks/use-lead-form";

import {
  type CalculatorAnswers,
  calculatorLeadForm,
  type CalculatorStep,
  type ChoiceField,
  CONTACT_STEP,
  emptyAnswers,
  isChoiceStep,
  isStepComplete,
  OTHER_AREA,
  RESULT_STEP,
} from "~/contracts/forms/cost-calculator.schema";

export function useCostCalculator() {
  const [step, setStep] = useState<CalculatorStep>(1);
  const [answers, setAnswers] = useState<CalculatorAnswers>(emptyAnswers);
  const estimate = estimateCleaningCost(answers);

  // Step 5: validation, focus, delivery and the failure toast are every form's; the lead
  // carries the answers of steps 1-4 with the contact details.
  const contact = useLeadForm({
    lead: calculatorLeadForm,
    toLeadValues: (details) => ({ ...answers, ...details }),
    defaultValues: emptyPersonContact,
    onSent: () => setStep(RESULT_STEP),
  });

  const canGoNext = isChoiceStep(step) && isStepComplete(step, answers);

  /** Choosing an area size other than "other" clears the description. */
  function choose(field: ChoiceField, value: string) {
    setAnswers((current) => ({
      ...current,
      [field]: value,
      ...(field === "areaSize" && value !== OTHER_AREA ? { customAreaSize: "" } : {}),
    }));
  }

  function describeArea(customAreaSize: string) {
    setAnswers((current) => ({ ...current, customAreaSize }));
  }

  function next() {
    if (!canGoNext) return;
    setStep((current) => (current < CONTACT_STEP ? ((current + 1) as CalculatorStep) : current));
  }

  /** Previous on steps 2–5 and Back on the results both go one step back; never below 1. */
  function previous() {
    setStep((current) => (current > 1 ? ((current - 1) as CalculatorStep) : current));
  }

  return {
    step,
    answers,
    estimate,
    canGoNext,
    choose,
    describeArea,
    next,
    previous,
    /** Step 5's form: submit is "Calculate Cost". */
    calculate: contact.submit,
    delivering: contact.submitting,
    deliveryFailed: contact.deliveryFailed,
    field: contact.field,
    errorOf: contact.errorOf,
  };
}
