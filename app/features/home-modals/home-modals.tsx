import { Calculator, FileDown, Send } from "lucide-react";

import { buttonClass } from "~/components/ui/button";

/** decisions §2: the hero opens the enquiry, guide-download and cost-calculator dialogs. */
export function HomeModals() {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button type="button" className={buttonClass("primary")}>
        <Send aria-hidden="true" className="size-5" />
        Send an Enquiry
      </button>
      <button type="button" className={buttonClass("secondary")}>
        <FileDown aria-hidden="true" className="size-5" />
        Download Growth Guide
      </button>
      <button type="button" className={buttonClass("secondary")}>
        <Calculator aria-hidden="true" className="size-5" />
        Cost Calculator
      </button>
    </div>
  );
}
