import { CircleAlert, CircleCheck, CircleMinus, Clock, Languages } from "lucide-react";

import type { Locale } from "~/content/locale";
import type { DeliveryState, LeadStatus } from "~/contracts/inbox";
import { cn } from "~/lib/cn";

import { type DeliveryTone, deliveryTone, deliveryWords } from "./delivery-words";
import { languageName, STATUS_LABELS } from "./inbox-format";

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
  off: CircleMinus,
  waiting: Clock,
  ok: CircleCheck,
  problem: CircleAlert,
} as const satisfies Record<DeliveryTone, unknown>;

const DELIVERY_CLASSES: Record<DeliveryTone, string> = {
  off: "text-muted",
  waiting: "text-navy-900",
  ok: "text-success",
  problem: "text-danger",
};

/** "Delivery: failing since 10:42, next try 11:12", in the tone of its state. */
export function DeliveryBadge({ state, now }: { state: DeliveryState; now: number }) {
  const tone = deliveryTone(state);
  const Icon = DELIVERY_ICONS[tone];
  return (
    <span
      className={cn("inline-flex items-start gap-1 text-sm font-semibold", DELIVERY_CLASSES[tone])}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>Delivery: {deliveryWords(state, now)}</span>
    </span>
  );
}

/** The language to answer in, shown for a lead that did not come in English. */
export function LanguageBadge({ lang }: { lang: Locale }) {
  if (lang === "en") return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-navy-900 bg-white px-2.5 py-0.5 text-sm font-semibold text-navy-900">
      <Languages aria-hidden="true" className="size-4 shrink-0" />
      <span className="sr-only">Language: </span>
      {languageName(lang)}
    </span>
  );
}
