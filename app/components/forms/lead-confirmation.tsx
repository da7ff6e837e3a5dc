import { CircleCheck, Phone } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { ChatLink } from "~/components/ui/external-link";
import type { ConfirmationWords } from "~/content/forms";
import { site } from "~/content/site";
import { fill } from "~/lib/fill";

import { useFocusOnMount } from "./use-step-focus";

interface LeadConfirmationProps {
  /** Unique in the page: the ids of the panel's headings start with it. */
  id: string;
  heading: string;
  /** The sentence under the heading (e.g. the form's thank-you). */
  text: string;
  /** The lead's reference; none when the site posts to an external relay. */
  reference?: string;
  /** What the panel says, in the page's language. */
  words: ConfirmationWords;
  sendAnotherLabel: string;
  onSendAnother: () => void;
}

/**
 * What replaces a form once its lead is stored: the reference, what happens next, and how to
 * reach the business at once. It stays until the visitor leaves or sends another. Its heading
 * takes the focus as it appears, so keyboard and screen-reader users land on it rather than on
 * nothing.
 */
export function LeadConfirmation({
  id,
  heading,
  text,
  reference,
  words,
  sendAnotherLabel,
  onSendAnother,
}: LeadConfirmationProps) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const subheading = "mt-6 text-lg font-bold text-navy-900";
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-2" data-confirmation="">
      <h3
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 text-2xl font-bold text-navy-900 focus:outline-none"
      >
        <CircleCheck aria-hidden="true" className="size-7 shrink-0 text-success" />
        {heading}
      </h3>
      <p className="text-lg">{text}</p>
      {reference ? (
        <p className="mt-2 rounded-md border border-line bg-sand-50 p-4">
          <span className="block">{words.reference}</span>{" "}
          <strong className="block text-2xl tracking-wide text-navy-900">
            <bdi dir="ltr" className="whitespace-nowrap">
              {reference}
            </bdi>
          </strong>
          <span className="mt-1 block text-muted">{words.referenceHint}</span>
        </p>
      ) : null}
      <h4 className={subheading}>{words.nextHeading}</h4>
      <ol className="grid list-decimal gap-2 ps-6">
        {words.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4 className={subheading}>{words.urgentHeading}</h4>
      <p>{words.urgent}</p>
      <div className="mt-2 flex flex-wrap gap-3">
        <a href={site.phone.href} className={buttonClass("secondary")}>
          <Phone aria-hidden="true" className="size-5" />
          <bdi dir="ltr">{site.phone.display}</bdi>
        </a>
        <ChatLink message={reference ? fill(words.chatAbout, { reference }) : undefined} />
      </div>
      <button
        type="button"
        onClick={onSendAnother}
        className={buttonClass("primary", "mt-6 justify-self-start")}
      >
        {sendAnotherLabel}
      </button>
    </section>
  );
}
