import { MessageCircle } from "lucide-react";

import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

/** The chat link: always a new tab, and says so to screen-reader users. */
export function ChatLink({
  variant = "ocean",
  label,
  className,
}: {
  variant?: ButtonVariant;
  label?: string;
  className?: string;
}) {
  const { ui } = useUi();
  return (
    <a
      href={site.chat.href}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonClass(variant, className)}
    >
      <MessageCircle aria-hidden="true" className="size-5" />
      {label ?? ui.contactDetails.chat}
      <span className="sr-only">{ui.contactDetails.opensInNewTab}</span>
    </a>
  );
}
