import { Download } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { INBOX_API, type LeadFilter } from "~/contracts/inbox";

import { STATUS_LABELS } from "./inbox-format";

/**
 * "Export CSV": a plain form post, so the browser downloads the server's attachment itself
 * (and sends the Origin the server checks). The filter travels in the body, never in a URL.
 * It exports the tab shown, or every status at once.
 */
export function ExportForm({ filter }: { filter: LeadFilter }) {
  const fields = {
    q: filter.q,
    form: filter.form,
    lang: filter.lang,
    delivery: filter.delivery,
    from: filter.from,
    to: filter.to,
  };
  const radio = "size-5 shrink-0 accent-ocean-700";
  return (
    <form
      method="post"
      action={INBOX_API.export}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-card sm:p-5"
    >
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <fieldset className="grid gap-1">
        <legend className="mb-1 font-semibold text-navy-900">
          Export the leads that match the search and filter, on all pages
        </legend>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="radio"
            name="status"
            value={filter.status}
            defaultChecked
            className={radio}
          />
          Only those under “{STATUS_LABELS[filter.status]}”
        </label>
        <label className="flex min-h-11 items-center gap-3">
          <input type="radio" name="status" value="all" className={radio} />
          All statuses (new, handled and spam)
        </label>
      </fieldset>
      <p>
        <button type="submit" className={buttonClass("secondary", "min-h-11")}>
          <Download aria-hidden="true" className="size-5" />
          Export CSV
        </button>
      </p>
    </form>
  );
}
