import { RotateCw } from "lucide-react";

import { buttonClass } from "~/components/ui/button";

import type { InboxData } from "./use-inbox-data";

/**
 * What a page of the inbox shows while its data loads ("Loading the audit log…"), or when it
 * could not be loaded: the reason and a button to try again. Nothing once the data is there.
 */
export function InboxDataStatus({
  state,
  loading,
  onRetry,
}: {
  state: InboxData<unknown>;
  loading: string;
  onRetry: () => void;
}) {
  if (state.status === "loading") {
    return (
      <p role="status" className="mt-6 text-lg text-muted">
        {loading}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="mt-6">
        <p role="alert" className="text-lg font-semibold text-danger">
          {state.error.message}
        </p>
        <button type="button" onClick={onRetry} className={buttonClass("ocean", "mt-4")}>
          <RotateCw aria-hidden="true" className="size-5" />
          Try again
        </button>
      </div>
    );
  }
  return null;
}
