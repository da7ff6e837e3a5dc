import { FileDown } from "lucide-react";
import { useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { deliverLead } from "~/lib/lead-delivery";

type RequestState = "idle" | "sending" | "noted" | "failed";

const STATUS_TEXT: Record<RequestState, string> = {
  idle: "",
  sending: "Noting your request...",
  noted: "Thank you: we have noted your request and will send it when we contact you.",
  failed: "We could not note your request. Please try again.",
};

/** spec §2: a resource button records which resource was wanted; no file is delivered. */
export function ResourceRequestButton({ title, label }: { title: string; label: string }) {
  const [state, setState] = useState<RequestState>("idle");
  const request = async () => {
    setState("sending");
    try {
      await deliverLead({ subject: `Resource request: ${title}`, fields: { resource: title } });
      setState("noted");
    } catch (error) {
      console.error(error);
      setState("failed");
    }
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
