import { Download } from "lucide-react";

import { buttonClass } from "~/components/ui/button";
import { INBOX_API, type LeadFilter } from "~/contracts/inbox";

import { STATUS_LABELS } from "./inbox-format";

/**
 * "Export CSV": a plain form post, so the browser downloads the server's attachment itself
 * (and sends the Origin the server checks). The filter travels in the body, never in a URL.
 */
export function ExportForm({ filter }: { filter: LeadFilter }) {
  const fields = {
    q: filter.q,
    form: filter.form,
    status: filter.status,
    from: filter.from,
    to: filter.to,
  };
  return (
    <form method="post" action={INBOX_API.export} className="flex flex-wrap items-center gap-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClass("secondary", "min-h-11")}>
        <Download aria-hidden="true" className="size-5" />
        Export CSV
      </button>
      <p className="text-sm text-muted">
        Every lead under “{STATUS_LABELS[filter.status]}” that matches the search and filter, on all
        pages.
      </p>
    </form>
  );
}
