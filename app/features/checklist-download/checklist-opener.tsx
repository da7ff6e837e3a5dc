import { buttonClass, type ButtonVariant } from "~/components/ui/button";

export function ChecklistOpener({ variant = "primary" }: { variant?: ButtonVariant }) {
  return (
    <button type="button" className={buttonClass(variant)}>
      Download Free Checklist
    </button>
  );
}
