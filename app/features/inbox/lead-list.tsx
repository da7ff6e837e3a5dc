import { Mail, Phone } from "lucide-react";
import { Link } from "react-router";

import type { LeadSummary } from "~/contracts/inbox";
import { inboxLeadPath } from "~/contracts/inbox-paths";

import { formatDateTime, isoDateTime } from "./inbox-format";
import { DeliveryBadge, StatusBadge } from "./lead-badges";

/** One page of leads, newest first; each links to the lead. Every value is shown as text. */
export function LeadList({ leads }: { leads: LeadSummary[] }) {
  return (
    <ol aria-label="Leads" className="grid gap-3">
      {leads.map((lead) => (
        <li
          key={lead.id}
          className="relative grid gap-2 rounded-xl border border-line bg-white p-4 shadow-card focus-within:border-ocean-600 hover:border-ocean-600 sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] lg:gap-x-6"
        >
          <div className="grid content-start gap-1">
            <p className="text-sm text-muted">
              <time dateTime={isoDateTime(lead.receivedAt)}>{formatDateTime(lead.receivedAt)}</time>
              <span aria-hidden="true"> · </span>
              <span className="sr-only">, </span>
              {lead.formTitle}
            </p>
            {/* The link covers the whole row (its ::after), so any click on it opens the lead. */}
            <Link
              to={inboxLeadPath(lead.id)}
              className="text-lg font-semibold wrap-anywhere text-ocean-700 underline underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:text-navy-900"
            >
              {lead.name || "(no name)"}
            </Link>
            <div className="grid gap-0.5 text-sm text-ink">
              {lead.email ? (
                <p className="flex items-start gap-1.5 wrap-anywhere">
                  <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span className="sr-only">E-mail: </span>
                  {lead.email}
                </p>
              ) : null}
              {lead.phone ? (
                <p className="flex items-start gap-1.5 wrap-anywhere">
                  <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                  <span className="sr-only">Phone: </span>
                  {lead.phone}
                </p>
              ) : null}
            </div>
          </div>
          <p className="wrap-anywhere text-ink lg:self-center">{lead.preview}</p>
          <p className="flex flex-wrap items-center gap-2 lg:flex-col lg:items-end lg:justify-center">
            <StatusBadge status={lead.status} />
            <DeliveryBadge delivery={lead.delivery} />
          </p>
        </li>
      ))}
    </ol>
  );
}
