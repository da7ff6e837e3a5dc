import { useEffect, useRef } from "react";

import { placeholderVariables } from "~/content/placeholders";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

import { DeliveryBanner } from "./delivery-banner";
import { IncidentBanner } from "./incident-banner";
import { useAttention } from "./inbox-attention";
import { PlaceholderBanner } from "./placeholder-banner";

const SITE_PLACEHOLDERS = placeholderVariables(site);

let focusPending = false;

/**
 * Moves focus to the page's h1 after the page changed in place (another inbox page, or signing in
 * or out), so a screen reader starts reading the new page. A page whose code is still loading has
 * no h1 yet: its heading then takes focus when it appears.
 */
export function focusPageHeading(container: HTMLElement | null): void {
  const heading = container?.querySelector<HTMLElement>("h1");
  focusPending = !heading;
  heading?.focus();
}

/**
 * A page's h1; focus put there (see focusPageHeading) draws no outline. In a signed-in inbox the
 * delivery banner and the server's open alerts follow it, so that they are read right after the
 * heading on every page.
 */
export function InboxHeading({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const attention = useAttention();
  useEffect(() => {
    if (!focusPending) return;
    focusPending = false;
    heading.current?.focus();
  }, []);
  return (
    <>
      <h1
        ref={heading}
        tabIndex={-1}
        className={cn(
          "text-2xl font-bold wrap-break-word text-navy-900 outline-none sm:text-3xl",
          className,
        )}
      >
        {children}
      </h1>
      {attention?.answer ? <DeliveryBanner answer={attention.answer} /> : null}
      {attention?.answer ? <IncidentBanner incidents={attention.answer.incidents} /> : null}
      {attention?.answer ? <PlaceholderBanner variables={SITE_PLACEHOLDERS} /> : null}
    </>
  );
}
