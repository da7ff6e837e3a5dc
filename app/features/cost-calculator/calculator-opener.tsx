import { Calculator } from "lucide-react";

import type { ButtonVariant } from "~/components/ui/button";
import { createDialogOpener } from "~/components/ui/dialog-opener";

const CalculatorDialogOpener = createDialogOpener(() => import("./cost-calculator-dialog"));

/** "Cost Calculator" opens the calculator, in the home hero and on /offer. */
export function CalculatorOpener({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <CalculatorDialogOpener variant={variant}>
      <Calculator aria-hidden="true" className="size-5" />
      Cost Calculator
    </CalculatorDialogOpener>
  );
}
