import { useLocation } from "react-router";

import { HoneypotField } from "~/components/ui/field";
import type { Locale } from "~/content/locale";
import { site } from "~/content/site";
import { HONEYPOT_NAME, LEAD_META } from "~/contracts/lead-form";

interface InlineLeadFormProps {
  /** The form's `_form` name. */
  name: string;
  label: string;
  /** True once the form's code runs: it then checks the fields itself (noValidate). */
  ready: boolean;
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  /** The page's language: posted when it is not English, so the answer speaks it. */
  locale?: Locale;
  /** The honeypot's label in the page's language. */
  honeypotLabel?: string;
  className?: string;
  children: React.ReactNode;
}

/**
 * A lead form that is part of the pre-rendered page. Before its code loads, or without
 * JavaScript, it is a real form: the browser checks the native constraints and posts it to the
 * lead endpoint, which answers with the thank-you page. Once the code runs it takes over.
 */
export function InlineLeadForm({
  name,
  label,
  ready,
  onSubmit,
  locale = "en",
  honeypotLabel,
  className,
  children,
}: InlineLeadFormProps) {
  const { pathname } = useLocation();
  return (
    <form
      method="post"
      action={site.leadEndpoint}
      noValidate={ready}
      onSubmit={onSubmit}
      aria-label={label}
      data-ready={ready}
      className={className}
    >
      <input type="hidden" name={LEAD_META.form} value={name} />
      <input type="hidden" name={LEAD_META.page} value={pathname} />
      {locale === "en" ? null : <input type="hidden" name={LEAD_META.lang} value={locale} />}
      {/* Filled in on submit by the page's inline script (see lib/submission-id.ts). */}
      <input type="hidden" name={LEAD_META.submission} defaultValue="" />
      {children}
      <HoneypotField name={HONEYPOT_NAME} label={honeypotLabel} />
    </form>
  );
}
