import { Calculator, ChevronLeft, ChevronRight, Phone } from "lucide-react";
import { useId } from "react";

import { ChoiceFieldset } from "~/components/forms/choice-fieldset";
import { PersonContactFields } from "~/components/forms/person-contact-fields";
import { useRefocusWhenDone, useStepFocus } from "~/components/forms/use-step-focus";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { Modal } from "~/components/ui/dialog";
import { DeliveryAlert, HoneypotField, TextField } from "~/components/ui/field";
import { StepProgress } from "~/components/ui/step-progress";
import { site } from "~/content/site";
import { HONEYPOT_NAME } from "~/contracts/lead-form";

import {
  CALCULATOR_STEPS,
  type ChoiceStep,
  choiceQuestions,
  CONTACT_STEP,
  CUSTOM_AREA_MAX_LENGTH,
  customAreaLabel,
  customAreaPlaceholder,
  isChoiceStep,
  OTHER_AREA,
  resultCopy,
} from "~/contracts/forms/cost-calculator.schema";
import { formatPounds, formatSqFt } from "~/contracts/forms/price-estimate";
import { useCostCalculator } from "./use-cost-calculator";

type CalculatorState = ReturnType<typeof useCostCalculator>;

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

const headingClass = "text-lg font-bold text-navy-900 focus:outline-none";
const actionsClass = "mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between";

export default function CostCalculatorDialog({ open, onOpenChange }: DialogProps) {
  const calculator = useCostCalculator();
  const { step, delivering } = calculator;
  const idPrefix = useId();
  const heading = useStepFocus(step);
  // After a failed delivery the "Calculate Cost" button gets its focus back.
  const submitButton = useRefocusWhenDone<HTMLButtonElement>(delivering);

  return (
    <Modal title="Cleaning Cost Calculator" open={open} onOpenChange={onOpenChange}>
      {step <= CALCULATOR_STEPS ? (
        <div className="mb-5">
          <StepProgress step={step} total={CALCULATOR_STEPS} label="Calculator progress" />
        </div>
      ) : null}
      {isChoiceStep(step) ? (
        <ChoiceStepForm
          step={step}
          calculator={calculator}
          idPrefix={idPrefix}
          headingRef={heading}
        />
      ) : step === CONTACT_STEP ? (
        <ContactStepForm
          calculator={calculator}
          idPrefix={idPrefix}
          headingRef={heading}
          submitRef={submitButton}
        />
      ) : (
        <EstimateResult calculator={calculator} headingRef={heading} />
      )}
    </Modal>
  );
}

function ChoiceStepForm({
  step,
  calculator,
  idPrefix,
  headingRef,
}: {
  step: ChoiceStep;
  calculator: CalculatorState;
  idPrefix: string;
  headingRef: HeadingRef;
}) {
  const { answers, canGoNext, choose, describeArea, next, previous } = calculator;
  const { field, question, options } = choiceQuestions[step];
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <ChoiceFieldset
        legend={question}
        headingRef={headingRef}
        name={`${idPrefix}-${field}`}
        options={options}
        value={answers[field]}
        onChange={(value) => choose(field, value)}
      >
        {field === "areaSize" && answers.areaSize === OTHER_AREA ? (
          <TextField
            id={`${idPrefix}-custom-area`}
            label={customAreaLabel}
            required
            hint="For example 1,500 sq ft or 140 m²"
            placeholder={customAreaPlaceholder}
            maxLength={CUSTOM_AREA_MAX_LENGTH}
            className="mt-4"
            value={answers.customAreaSize}
            onChange={(event) => describeArea(event.target.value)}
          />
        ) : null}
      </ChoiceFieldset>
      <div className={actionsClass}>
        <button
          type="button"
          onClick={previous}
          disabled={step === 1}
          className={buttonClass("secondary")}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Previous
        </button>
        <button type="submit" disabled={!canGoNext} className={buttonClass("primary")}>
          Next
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </form>
  );
}

function ContactStepForm({
  calculator,
  idPrefix,
  headingRef,
  submitRef,
}: {
  calculator: CalculatorState;
  idPrefix: string;
  headingRef: HeadingRef;
  submitRef: React.RefObject<HTMLButtonElement | null>;
}) {
  const { delivering, deliveryFailed, field, errorOf, calculate, previous } = calculator;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      noValidate
      onSubmit={calculate}
      aria-labelledby={id("contact-heading")}
      className="relative"
    >
      <h3 ref={headingRef} id={id("contact-heading")} tabIndex={-1} className={headingClass}>
        Your contact details
      </h3>
      <p className="mt-1 text-sm text-muted">Fields marked * are required.</p>
      <div className="mt-4">
        <PersonContactFields
          idPrefix={idPrefix}
          field={field}
          errorOf={errorOf}
          hints={{ telephone: "10 to 15 digits; +, spaces, brackets and hyphens are fine" }}
        />
      </div>
      <HoneypotField name={HONEYPOT_NAME} />
      <DeliveryAlert failed={deliveryFailed} />
      <div className={actionsClass}>
        <button
          type="button"
          onClick={previous}
          disabled={delivering}
          className={buttonClass("secondary")}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          Previous
        </button>
        <button
          ref={submitRef}
          type="submit"
          disabled={delivering}
          className={buttonClass("primary")}
        >
          <Calculator aria-hidden="true" className="size-5" />
          {delivering ? "Calculating..." : "Calculate Cost"}
        </button>
      </div>
    </form>
  );
}

function EstimateResult({
  calculator,
  headingRef,
}: {
  calculator: CalculatorState;
  headingRef: HeadingRef;
}) {
  const { estimate, previous } = calculator;
  const figures = [
    ["Per cleaning", estimate.perCleaning],
    ["Weekly", estimate.weekly],
    ["Monthly", estimate.monthly],
    ["Yearly", estimate.yearly],
  ] as const;
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className={headingClass}>
        {resultCopy.heading}
      </h3>
      <p className="mt-1 text-sm text-muted">
        Based on about {formatSqFt(estimate.areaSqFt)}, VAT included.
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {figures.map(([label, amount]) => (
          <div
            key={label}
            className="flex items-baseline justify-between gap-3 rounded-md bg-ocean-50 px-4 py-3 sm:block"
          >
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="text-xl font-bold text-navy-900 sm:mt-1 sm:text-2xl">
              {formatPounds(amount)}
            </dd>
          </div>
        ))}
      </dl>
      <h4 className="mt-6 font-bold text-navy-900">What&apos;s included</h4>
      <CheckList items={resultCopy.included} className="mt-3" />
      <p className="mt-5 rounded-md bg-sand-100 px-4 py-3 text-sm text-ink">{resultCopy.note}</p>
      <div className={actionsClass}>
        <button type="button" onClick={previous} className={buttonClass("secondary")}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          Back
        </button>
        <a href={site.phone.href} className={buttonClass("primary")}>
          <Phone aria-hidden="true" className="size-5" />
          Call Us
        </a>
      </div>
    </div>
  );
}
