import { useRef, useState } from "react";

import { leadPostFields } from "~/contracts/lead-form";
import { useLeadSubmission } from "~/hooks/use-lead-form";

import {
  type ConsultationData,
  consultationLeadForm,
  emptyConsultation,
  isStepValid,
  STEP_COUNT,
} from "~/contracts/forms/consultation.schema";

/** editing: steps 1-9; sending: the lead is on its way; sent: the confirmation is showing. */
export type WizardStatus = "editing" | "sending" | "sent";

export function useConsultationWizard() {
  const [step, setStep] = useState(1);
  const [data, setData] = useState<ConsultationData>(emptyConsultation);
  const [status, setStatus] = useState<WizardStatus>("editing");
  const honeypotRef = useRef<HTMLInputElement>(null);
  const { send, failed } = useLeadSubmission();

  const canContinue = isStepValid(step, data);

  function update<K extends keyof ConsultationData>(field: K, value: ConsultationData[K]) {
    setData((current) => {
      if (current[field] === value) return current;
      const next = { ...current, [field]: value };
      // otherFacilityText means something else for each situation, so a new situation starts step 2 afresh.
      if (field === "situation") return { ...next, facility: "", otherFacilityText: "" };
      return next;
    });
  }

  function goNext() {
    if (step < STEP_COUNT && isStepValid(step, data)) setStep(step + 1);
  }

  function goPrevious() {
    if (step > 1 && status === "editing") setStep(step - 1);
  }

  /** The form's submit: Enter on steps 1-8 moves on; on step 9 it sends the lead. */
  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step < STEP_COUNT) {
      goNext();
      return;
    }
    if (status !== "editing" || !isStepValid(STEP_COUNT, data)) return;
    setStatus("sending");
    const post = leadPostFields(consultationLeadForm, data);
    const result = await send(post, honeypotRef.current?.value ?? "");
    if (result.outcome === "sent") {
      setData(emptyConsultation);
      setStep(1);
      setStatus("sent");
    } else {
      setStatus("editing");
    }
  }

  /** After the confirmation has been seen, the next opening starts a fresh request at step 1. */
  function dismissConfirmation() {
    if (status === "sent") setStatus("editing");
  }

  return {
    step,
    data,
    status,
    deliveryFailed: failed,
    canContinue,
    update,
    goNext,
    goPrevious,
    submit,
    dismissConfirmation,
    honeypotRef,
  };
}

export type ConsultationWizard = ReturnType<typeof useConsultationWizard>;
