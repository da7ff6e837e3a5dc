import { FileDown } from "lucide-react";
import { useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { useLeadSubmission } from "~/lib/use-lead-form";

import { resourceRequestLeadForm } from "./resource-request.schema";

type RequestState = "idle" | "sending" | "noted" | "failed";

const STATUS_TEXT: Record<RequestState, string> = {
  idle: "",
  sending: "Noting your request...",
  noted: "Thank you: we have noted your request and will send it when we contact you.",
  failed: "We could not note your request. Please try again.",
};

/** A resource button records which resource was wanted; no file is delivered. */
export function ResourceRequestButton({ title, label }: { title: string; label: string }) {
  const [noted, setNoted] = useState(false);
  const { send, sending, failed } = useLeadSubmission(resourceRequestLeadForm, null);
  const state: RequestState = noted ? "noted" : sending ? "sending" : failed ? "failed" : "idle";
  const request = async () => {
    const result = await send({ resource: title }, "");
    if (result.outcome === "sent") setNoted(true);
  };
  return (
    <div className="mt-4">
      <button
        type="button"
        disabled={state === "sending" || state === "noted"}
        onClick={() => void request()}
        className={buttonClass("secondary", "w-full")}
      >
        <FileDown aria-hidden="true" className="size-5" />
        {label}
      </button>
      <p role="status" className="mt-2 min-h-6 text-sm text-muted">
        {STATUS_TEXT[state]}
      </p>
    </div>
  );
}
