import { Search, X } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { LOCALES } from "~/content/locale";
import { BUSINESS_TIME_NAME } from "~/contracts/business-time";
import type { LeadFilter, LeadListAnswer } from "~/contracts/inbox";

import { languageName } from "./inbox-format";

import type { LeadSearchValues } from "./lead-filter.schema";
import { useLeadSearchForm } from "./use-lead-search-form";

const LANGUAGE_OPTIONS = LOCALES.map((lang) => ({ value: lang, label: languageName(lang) }));
const DELIVERY_OPTIONS = [{ value: "failing", label: "Not sent: failing or failed" }];

/**
 * Search with any words (a reference or a phone number too), and narrow by form, language,
 * delivery and the day a lead arrived.
 */
export function LeadSearchForm({
  filter,
  forms,
  onSearch,
}: {
  filter: LeadFilter;
  forms: LeadListAnswer["forms"];
  onSearch: (values: Required<LeadSearchValues>) => void;
}) {
  const { submit, clear, field, errors } = useLeadSearchForm(filter, onSearch);
  // One column in the sidebar of a wide screen and on a phone; two side by side between.
  const options = forms.map((form) => ({ value: form.name, label: form.title }));
  return (
    // method="post": search text is personal data and must never end up in a URL.
    <form
      method="post"
      noValidate
      onSubmit={submit}
      role="search"
      aria-label="Search and filter leads"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-1"
    >
      <TextField
        id="inbox-search"
        label="Search"
        hint="A name, e-mail address, phone number, reference (PS-…) or any words of the lead"
        type="search"
        maxLength={200}
        // The browser's own form history must not keep what was searched for: it is personal data.
        autoComplete="off"
        error={errors.q}
        className="sm:col-span-2 lg:col-span-1"
        {...field("q")}
      />
      <SelectField
        id="inbox-form"
        label="Form"
        placeholder="All forms"
        options={options}
        error={errors.form}
        {...field("form")}
      />
      <SelectField
        id="inbox-lang"
        label="Language"
        placeholder="All languages"
        options={LANGUAGE_OPTIONS}
        error={errors.lang}
        {...field("lang")}
      />
      <SelectField
        id="inbox-delivery"
        label="Delivery"
        placeholder="Any delivery"
        options={DELIVERY_OPTIONS}
        error={errors.delivery}
        {...field("delivery")}
      />
      <TextField
        id="inbox-from"
        label="Received from"
        hint={`Day, in ${BUSINESS_TIME_NAME}`}
        type="date"
        error={errors.from}
        className="sm:col-start-1 lg:col-start-auto"
        {...field("from")}
      />
      <TextField
        id="inbox-to"
        label="Received until"
        hint={`Day, in ${BUSINESS_TIME_NAME}`}
        type="date"
        error={errors.to}
        {...field("to")}
      />
      <div className="flex flex-wrap gap-3 sm:col-span-2 lg:col-span-1">
        <button type="submit" className={buttonClass("ocean")}>
          <Search aria-hidden="true" className="size-5" />
          Search
        </button>
        <button type="button" onClick={clear} className={buttonClass("secondary")}>
          <X aria-hidden="true" className="size-5" />
          Clear the filter
        </button>
      </div>
    </form>
  );
}
