import { MessageCircle, Phone, Reply } from "lucide-react";

import type { LeadSummary } from "~/contracts/inbox";

import { callHref, replyHref, whatsAppHref } from "./contact-links";

export const ACTION_LINK_CLASS =
  "relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-md border-2 border-navy-900 bg-white px-2.5 text-sm font-semibold text-navy-900 hover:bg-ocean-50 sm:px-3";

/**
 * Reply by e-mail, call, and chat on WhatsApp, as far as the lead gives the means: links for
 * the caller to lay out beside its own actions. Each names the person for screen readers
 * (its label begins with the visible word), since a list repeats them for every lead.
 */
export function ContactActions({
  lead,
}: {
  lead: Pick<LeadSummary, "name" | "email" | "phone" | "reference" | "subject">;
}) {
  const who = lead.name || "the sender";
  const reply = replyHref(lead.email, lead.subject, lead.reference);
  const call = callHref(lead.phone);
  const chat = whatsAppHref(lead.phone);
  return (
    <>
      {reply ? (
        <a href={reply} aria-label={`Reply to ${who} by e-mail`} className={ACTION_LINK_CLASS}>
          <Reply aria-hidden="true" className="size-4" />
          Reply
        </a>
      ) : null}
      {call ? (
        <a href={call} aria-label={`Call ${who}`} className={ACTION_LINK_CLASS}>
          <Phone aria-hidden="true" className="size-4" />
          Call
        </a>
      ) : null}
      {chat ? (
        <a
          href={chat}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`WhatsApp ${who} (opens WhatsApp)`}
          className={ACTION_LINK_CLASS}
        >
          <MessageCircle aria-hidden="true" className="size-4" />
          WhatsApp
        </a>
      ) : null}
    </>
  );
}
