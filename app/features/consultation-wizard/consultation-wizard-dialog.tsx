import { CircleCheck, ChevronLeft, ChevronRight, Send } from "lucide-react";
import { useId } from "react";

import { ChoiceFieldset } from "~/components/forms/choice-fieldset";
import {
  useFocusOnMount,
  useRefocusWhenDone,
  useStepFocus,
} from "~/components/forms/use-step-focus";

import { buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import { StepProgress } from "~/components/ui/step-progress";
import type { DialogProps } from "~/components/ui/dialog-opener";
import { DeliveryAlert, HoneypotField, TextAreaField, TextField } from "~/components/ui/field";
import { HONEYPOT_NAME } from "~/contracts/lead-form";

import {
  type ChoiceQuestion,
  choiceSteps,
  CONTACT_LEGEND,
  type ConsultationData,
  descriptionQuestions,
  facilityQuestion,
  PRIVACY_NOTICE,
  STEP_COUNT,
} from "~/contracts/forms/consultation.schema";
import { type ConsultationWizard, useConsultationWizard } from "./use-consultation-wizard";

const legendClass = "mb-4 text-lg font-bold text-navy-900";

/** The 9-step consultation request, opened from /about and /services. */
export function ConsultationWizardDialog({ open, onOpenChange }: DialogProps) {
  const wizard = useConsultationWizard();
  const { dismissConfirmation } = wizard;

  function handleOpenChange(nextOpen: boolean) {
    if (!nextOpen) dismissConfirmation();
    onOpenChange(nextOpen);
  }

  return (
    <Modal open={open} onOpenChange={handleOpenChange} title="Free Coaching Consultation">
      {wizard.status === "sent" ? (
        <Confirmation onClose={() => handleOpenChange(false)} />
      ) : (
        <WizardForm wizard={wizard} />
      )}
    </Modal>
  );
}

export default ConsultationWizardDialog;

function WizardForm({ wizard }: { wizard: ConsultationWizard }) {
  const { step, data, status, canContinue, update, goNext, goPrevious, submit, honeypotRef } =
    wizard;
  const idPrefix = useId();
  const sending = status === "sending";
  const headingRef = useStepFocus(step);
  // After a failed delivery the Submit button gets its focus back.
  const submitRef = useRefocusWhenDone<HTMLButtonElement>(sending);
  const hintId = `${idPrefix}-continue-hint`;

  const stepProps = { data, update, headingRef, idPrefix };
  const choice = choiceSteps[step];
  let content: React.ReactNode = null;
  if (choice) {
    content = <ChoiceStep key={step} question={choice} {...stepProps} />;
  } else if (step === STEP_COUNT) {
    content = <ContactStep {...stepProps} />;
  } else if (data.situation === "business") {
    content = <ChoiceStep key="facility" question={facilityQuestion} {...stepProps} />;
  } else if (data.situation !== "") {
    content = <DescriptionStep key={data.situation} situation={data.situation} {...stepProps} />;
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="relative grid gap-6">
      <StepProgress step={step} total={STEP_COUNT} label="Consultation progress" />
      {content}
      <HoneypotField name={HONEYPOT_NAME} ref={honeypotRef} />
      <DeliveryAlert failed={wizard.deliveryFailed && step === STEP_COUNT} />
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <button
            type="button"
            onClick={goPrevious}
            disabled={step === 1 || sending}
            className={buttonClass("secondary")}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
            Previous
          </button>
          {step < STEP_COUNT ? (
            // Separate keys: React must not turn the clicked Next button into the submit button.
            <button
              key="next"
              type="button"
              onClick={goNext}
              disabled={!canContinue}
              aria-describedby={canContinue ? undefined : hintId}
              className={buttonClass("primary")}
            >
              Next
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          ) : (
            <button
              key="submit"
              ref={submitRef}
              type="submit"
              disabled={!canContinue || sending}
              aria-describedby={canContinue ? undefined : hintId}
              className={buttonClass("primary")}
            >
              <Send aria-hidden="true" className="size-5" />
              {sending ? "Sending..." : "Submit"}
            </button>
          )}
        </div>
        {canContinue ? null : (
          <p id={hintId} className="text-sm text-muted">
            {step < STEP_COUNT
              ? "Answer the question to continue."
              : "Fill in every field, with a valid email address, to submit."}
          </p>
        )}
      </div>
    </form>
  );
}

type HeadingRef = React.RefObject<HTMLHeadingElement | null>;

/** The question inside a legend; it takes focus (tabIndex -1) when its step appears. */
function StepHeading({ headingRef, children }: { headingRef: HeadingRef; children: string }) {
  return (
    <h3 ref={headingRef} tabIndex={-1} className="text-lg font-bold text-navy-900">
      {children}
    </h3>
  );
}

interface StepProps {
  data: ConsultationData;
  update: ConsultationWizard["update"];
  headingRef: HeadingRef;
  idPrefix: string;
}

function ChoiceStep({
  question,
  data,
  update,
  headingRef,
  idPrefix,
}: StepProps & { question: ChoiceQuestion }) {
  const { field, other } = question;
  const answer = data[field];
  return (
    <ChoiceFieldset
      legend={question.legend}
      headingRef={headingRef}
      name={`${idPrefix}-${field}`}
      options={question.options}
      value={answer}
      onChange={(value) => update(field, value)}
    >
      {other && answer === other.value ? (
        <TextField
          id={`${idPrefix}-${other.textField}`}
          label={other.label}
          required={other.required}
          className="mt-4"
          value={data[other.textField]}
          onChange={(event) => update(other.textField, event.target.value)}
        />
      ) : null}
    </ChoiceFieldset>
  );
}

/** Step 2 for an individual or an "other" visitor: one required description (see docs/requirements.md#consultation-wizard). */
function DescriptionStep({
  situation,
  data,
  update,
  headingRef,
  idPrefix,
}: StepProps & { situation: keyof typeof descriptionQuestions }) {
  const description = descriptionQuestions[situation];
  return (
    <fieldset>
      <legend className={legendClass}>
        <StepHeading headingRef={headingRef}>{description.legend}</StepHeading>
      </legend>
      <TextAreaField
        id={`${idPrefix}-description`}
        label={description.label}
        required
        rows={4}
        value={data.otherFacilityText}
        onChange={(event) => update("otherFacilityText", event.target.value)}
      />
    </fieldset>
  );
}

function ContactStep({ data, update, headingRef, idPrefix }: StepProps) {
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset>
      <legend className={legendClass}>
        <StepHeading headingRef={headingRef}>{CONTACT_LEGEND}</StepHeading>
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id("first-name")}
          label="First name"
          required
          autoComplete="given-name"
          value={data.firstName}
          onChange={(event) => update("firstName", event.target.value)}
        />
        <TextField
          id={id("last-name")}
          label="Last name"
          required
          autoComplete="family-name"
          value={data.lastName}
          onChange={(event) => update("lastName", event.target.value)}
        />
        <TextField
          id={id("telephone")}
          label="Telephone"
          type="tel"
          required
          autoComplete="tel"
          value={data.telephone}
          onChange={(event) => update("telephone", event.target.value)}
        />
        <TextField
          id={id("email")}
          label="Email"
          type="email"
          required
          autoComplete="email"
          hint="For example, name@example.com"
          value={data.email}
          onChange={(event) => update("email", event.target.value)}
        />
      </div>
      <p className="mt-4 rounded-md bg-sand-100 p-3 text-sm text-ink">{PRIVACY_NOTICE}</p>
    </fieldset>
  );
}

function Confirmation({ onClose }: { onClose: () => void }) {
  const headingId = useId();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();

  return (
    <section aria-labelledby={headingId} className="grid justify-items-start gap-4 py-2">
      <CircleCheck aria-hidden="true" className="size-10 text-success" />
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-navy-900">
        Thank you! Your consultation request has been received.
      </h3>
      <p className="text-muted">We will be in touch to arrange your free consultation.</p>
      <button type="button" onClick={onClose} className={buttonClass("primary")}>
        Close
      </button>
    </section>
  );
}
