import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { scrollToSection } from "~/lib/scroll";

/** An in-page link that glides to its target (instantly for reduced motion) and moves focus there. */
export function ScrollLink({
  targetId,
  children,
  variant = "primary",
  className,
}: {
  targetId: string;
  children: React.ReactNode;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <a
      href={`#${targetId}`}
      className={buttonClass(variant, className)}
      onClick={(event) => {
        if (scrollToSection(targetId)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
