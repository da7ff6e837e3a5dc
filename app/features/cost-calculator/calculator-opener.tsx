import { buttonClass, type ButtonVariant } from "~/components/ui/button";

export function CalculatorOpener({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <button type="button" className={buttonClass(variant)}>
      Cost Calculator
    </button>
  );
}
