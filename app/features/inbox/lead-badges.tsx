import { CircleAlert, CircleCheck, CircleMinus, Clock } from "lucide-react";

import { cn } from "~/lib/cn";
import type { LeadDelivery, LeadStatus } from "~/contracts/inbox";

import { DELIVERY_LABELS, STATUS_LABELS } from "./inbox-format";

const STATUS_CLASSES: Record<LeadStatus, string> = {
  new: "border-ocean-700 bg-ocean-100 text-navy-900",
  handled: "border-success bg-white text-success",
  spam: "border-coral-800 bg-coral-100 text-coral-800",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold",
        STATUS_CLASSES[status],
      )}
    >
      <span className="sr-only">Status: </span>
      {STATUS_LABELS[status]}
    </span>
  );
}

const DELIVERY_ICONS = {
  none: CircleMinus,
  waiting: Clock,
  sent: CircleCheck,
  failed: CircleAlert,
} as const satisfies Record<LeadDelivery, unknown>;

const DELIVERY_CLASSES: Record<LeadDelivery, string> = {
  none: "text-muted",
  waiting: "text-navy-900",
  sent: "text-success",
  failed: "text-danger",
};

export function DeliveryBadge({ delivery }: { delivery: LeadDelivery }) {
  const Icon = DELIVERY_ICONS[delivery];
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-sm font-semibold",
        DELIVERY_CLASSES[delivery],
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      Delivery: {DELIVERY_LABELS[delivery]}
    </span>
  );
}
