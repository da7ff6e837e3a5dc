import { MessageCircle } from "lucide-react";

import { buttonClass, type ButtonVariant } from "~/components/ui/button";
import { site } from "~/content/site";
import { useUi } from "~/lib/use-ui";

/** The chat's address, with the message the chat starts with when there is one. */
export function chatHref(message?: string): string {
  return message ? `${site.chat.href}?text=${encodeURIComponent(message)}` : site.chat.href;
}

/**
 * The chat link: always a new tab, and says so to screen-reader users. A `message` starts the
 * chat with that text (never personal data: it is in the link's address).
 */
export function ChatLink({
  variant = "ocean",
  label,
  message,
  className,
}: {
  variant?: ButtonVariant;
  label?: string;
  message?: string;
  className?: string;
}) {
  const { ui } = useUi();
  return (
    <a
      href={chatHref(message)}
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
