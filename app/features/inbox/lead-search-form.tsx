import { Search, X } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { BUSINESS_TIME_NAME } from "~/contracts/business-time";
import type { LeadFilter, LeadListAnswer } from "~/contracts/inbox";

import type { LeadSearchValues } from "./lead-filter.schema";
import { useLeadSearchForm } from "./use-lead-search-form";

/** Search with any words, and narrow by form and by the day a lead arrived. */
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
  const options = forms.map((form) => ({ value: form.name, label: form.title }));
  return (
    // method="post": search text is personal data and must never end up in a URL.
    <form
      method="post"
      noValidate
      onSubmit={submit}
      role="search"
      aria-label="Search and filter leads"
      className="grid gap-4 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5 lg:grid-cols-12"
    >
      <TextField
        id="inbox-search"
        label="Search"
        hint="A name, e-mail address, phone number or any words of the lead"
        type="search"
        maxLength={200}
        // The browser's own form history must not keep what was searched for: it is personal data.
        autoComplete="off"
        error={errors.q}
        className="lg:col-span-12"
        {...field("q")}
      />
      <SelectField
        id="inbox-form"
        label="Form"
        placeholder="All forms"
        options={options}
        error={errors.form}
        className="lg:col-span-4 lg:self-end"
        {...field("form")}
      />
      <TextField
        id="inbox-from"
        label="Received from"
        hint={`Day, in ${BUSINESS_TIME_NAME}`}
        type="date"
        error={errors.from}
        className="lg:col-span-4"
        {...field("from")}
      />
      <TextField
        id="inbox-to"
        label="Received until"
        hint={`Day, in ${BUSINESS_TIME_NAME}`}
        type="date"
        error={errors.to}
        className="lg:col-span-4"
        {...field("to")}
      />
      <div className="flex flex-wrap gap-3 lg:col-span-12">
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
