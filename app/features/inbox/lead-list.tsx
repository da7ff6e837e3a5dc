import { Check, Inbox, Mail, Phone, ShieldCheck } from "lucide-react";
import { Link } from "react-router";

import type { LeadStatus, LeadSummary } from "~/contracts/inbox";
import { inboxLeadPath } from "~/contracts/inbox-paths";
import { cn } from "~/lib/cn";

import { ACTION_LINK_CLASS, ContactActions } from "./contact-actions";
import { EmailText } from "./email-text";
import { formatDateTime, isoDateTime } from "./inbox-format";
import { DeliveryBadge, LanguageBadge, StatusBadge } from "./lead-badges";

/** What the list offers to do with its leads, by the tab it shows: one status to move them to. */
export const LIST_ACTIONS: Record<LeadStatus, { to: LeadStatus; label: string }> = {
  new: { to: "handled", label: "Mark handled" },
  handled: { to: "new", label: "Mark new" },
  spam: { to: "new", label: "Not spam" },
};

const ACTION_ICONS: Record<LeadStatus, typeof Check> = {
  new: Check,
  handled: Inbox,
  spam: ShieldCheck,
};

export interface LeadListProps {
  leads: LeadSummary[];
  /** The tab shown: its leads' one action. */
  status: LeadStatus;
  chosen: ReadonlySet<string>;
  onChoose: (id: string, chosen: boolean) => void;
  onAction: (lead: LeadSummary) => void;
  /** An action is under way: the buttons say so and do nothing. */
  busy: boolean;
  now: number;
}

/**
 * One page of leads, newest first. Each row links to the lead (the link covers the row), and
 * has a checkbox to choose it, the ways to answer it and the tab's action. Every value is
 * shown as text.
 */
export function LeadList({ leads, status, chosen, onChoose, onAction, busy, now }: LeadListProps) {
  const action = LIST_ACTIONS[status];
  const ActionIcon = ACTION_ICONS[status];
  return (
    <ol aria-label="Leads" className="grid gap-3">
      {leads.map((lead) => {
        const name = lead.name || "(no name)";
        return (
          <li
            key={lead.id}
            className={cn(
              "relative grid gap-2 rounded-xl border bg-white p-3 shadow-card focus-within:border-ocean-600 hover:border-ocean-600 sm:p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:gap-x-6",
              chosen.has(lead.id) ? "border-ocean-700 bg-ocean-50" : "border-line",
            )}
          >
            <div className="grid min-w-0 content-start gap-1">
              <div className="flex items-start gap-1">
                <label className="relative z-10 -my-2 -ms-2 flex size-11 shrink-0 cursor-pointer items-center justify-center">
                  <input
                    type="checkbox"
                    checked={chosen.has(lead.id)}
                    onChange={(event) => onChoose(lead.id, event.target.checked)}
                    className="size-5 accent-ocean-700"
                  />
                  <span className="sr-only">Choose {name}</span>
                </label>
                {/* The link covers the whole row (its ::after), so a click anywhere opens the lead. */}
                <Link
                  to={inboxLeadPath(lead.id)}
                  dir="auto"
                  className="min-w-0 text-lg font-semibold wrap-break-word text-ocean-700 underline underline-offset-4 after:absolute after:inset-0 after:rounded-xl hover:text-navy-900"
                >
                  {name}
                </Link>
              </div>
              <p className="text-sm text-muted">
                <time dateTime={isoDateTime(lead.receivedAt)}>
                  {formatDateTime(lead.receivedAt)}
                </time>
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, </span>
                {lead.formTitle}
                <span aria-hidden="true"> · </span>
                <span className="sr-only">, reference </span>
                <span className="font-mono whitespace-nowrap">{lead.reference}</span>
              </p>
              <div className="grid min-w-0 gap-0.5 text-sm text-ink">
                {lead.email ? (
                  <p className="flex min-w-0 items-start gap-1.5">
                    <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                    <span className="sr-only">E-mail: </span>
                    <EmailText email={lead.email} className="min-w-0" />
                  </p>
                ) : null}
                {lead.phone ? (
                  <p className="flex items-start gap-1.5">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                    <span className="sr-only">Phone: </span>
                    <span className="whitespace-nowrap">{lead.phone}</span>
                  </p>
                ) : null}
              </div>
            </div>
            <div className="grid min-w-0 content-start gap-2">
              <p dir="auto" className="wrap-break-word text-ink">
                {lead.preview}
              </p>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StatusBadge status={lead.status} />
                <LanguageBadge lang={lead.lang} />
                <DeliveryBadge state={lead.deliveryState} now={now} />
              </p>
            </div>
            <div className="flex flex-wrap gap-2 pt-1 lg:col-span-2">
              <ContactActions lead={lead} />
              <button
                type="button"
                aria-disabled={busy || undefined}
                aria-label={`${action.label}: ${name}`}
                onClick={() => {
                  if (!busy) onAction(lead);
                }}
                className={ACTION_LINK_CLASS}
              >
                <ActionIcon aria-hidden="true" className="size-4" />
                {action.label}
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
