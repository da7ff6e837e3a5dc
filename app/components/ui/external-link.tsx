import { MessageCircle } from "lucide-react";

import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { site } from "~/content/site";

/** The chat link: always a new tab, and says so to screen-reader users. */
export function ChatLink({
  variant = "ocean",
  label = site.chat.label,
  className,
}: {
  variant?: ButtonVariant;
  label?: string;
  className?: string;
}) {
  return (
    <a
      href={site.chat.href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, className)}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
