import { buttonClass, type ButtonVariant } from "~/components/ui/button";

/** decisions §2: the consultation wizard opens from /about and /services. */
export function ConsultationOpener({ variant = "secondary" }: { variant?: ButtonVariant }) {
  return (
    <button type="button" className={buttonClass(variant)}>
      Free Coaching Consultation
    </button>
  );
}
