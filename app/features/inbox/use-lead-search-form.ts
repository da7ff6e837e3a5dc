import { useRef, useState } from "react";

import type { LeadFilter } from "~/contracts/inbox";
import { issuesByField } from "~/contracts/lead-form";

import {
  DEFAULT_FILTER,
  type LeadSearchField,
  leadSearchSchema,
  type LeadSearchValues,
  searchValues,
} from "./lead-filter.schema";

const FIELD_ORDER: readonly LeadSearchField[] = ["q", "form", "lang", "delivery", "from", "to"];

type Control = HTMLInputElement | HTMLSelectElement;

/**
 * The search form's draft: checked on submit, applied to the list only then. A filter applied
 * from elsewhere (the banner's "Show the leads not sent") replaces the draft, so the form shows
 * what the list is filtered by and a later search keeps it.
 */
export function useLeadSearchForm(
  filter: LeadFilter,
  onSearch: (values: Required<LeadSearchValues>) => void,
) {
  const applied = searchValues(filter);
  const appliedKey = JSON.stringify(applied);
  const [values, setValues] = useState<Required<LeadSearchValues>>(applied);
  const [errors, setErrors] = useState<Partial<Record<LeadSearchField, string>>>({});
  const [shownKey, setShownKey] = useState(appliedKey);
  if (shownKey !== appliedKey) {
    setShownKey(appliedKey);
    setValues(applied);
    setErrors({});
  }
  const controls = useRef<Partial<Record<LeadSearchField, Control | null>>>({});

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = leadSearchSchema.safeParse(values);
    if (!parsed.success) {
      const fields = issuesByField(parsed.error.issues);
      setErrors(fields);
      const first = FIELD_ORDER.find((name) => fields[name]);
      if (first) controls.current[first]?.focus();
      return;
    }
    setErrors({});
    onSearch(parsed.data);
  }

  function clear() {
    const empty = searchValues(DEFAULT_FILTER);
    setValues(empty);
    setErrors({});
    onSearch(empty);
  }

  /** A control's value, change handler and ref; its error clears as soon as it is edited. */
  function field(name: LeadSearchField) {
    return {
      name,
      value: values[name],
      ref: (element: Control | null) => {
        controls.current[name] = element;
      },
      onChange: (event: React.ChangeEvent<Control>) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  return { submit, clear, field, errors };
}
