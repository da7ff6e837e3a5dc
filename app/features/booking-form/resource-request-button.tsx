import { FileDown } from "lucide-react";
import { useRef, useState } from "react";

import { buttonClass } from "~/components/ui/button";
import { newSubmissionId } from "~/hooks/submission-id";

type RequestState = "idle" | "sending" | "noted" | "failed";

const STATUS_TEXT: Record<RequestState, string> = {
  idle: "",
  sending: "Noting your request...",
  noted: "Thank you: we have noted your request and will send it when we contact you.",
  failed: "We could not note your request. Please try again.",
};

// The delivery code (with its schema) loads when the button is first pointed at or used, so
// the page itself carries none of it.
const loadRequest = () => import("./request-resource");

/** A resource button records which resource was wanted; no file is delivered. */
export function ResourceRequestButton({ title, label }: { title: string; label: string }) {
  const [state, setState] = useState<RequestState>("idle");
  // One submission id per request, kept for its retries so a retry never records it twice.
  const submission = useRef<string | null>(null);
  const request = async () => {
    setState("sending");
    submission.current ??= newSubmissionId();
    try {
      const { requestResource } = await loadRequest();
      await requestResource(title, submission.current);
      submission.current = null;
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
        onPointerEnter={() => void loadRequest()}
        onFocus={() => void loadRequest()}
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
