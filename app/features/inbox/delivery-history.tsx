import type { Delivery, DeliveryState } from "~/contracts/inbox";

import { explainDeliveryError } from "./delivery-errors";
import { deliveryWords } from "./delivery-words";
import { CHANNEL_LABELS, formatDateTime } from "./inbox-format";
import { TechnicalDetails } from "./technical-details";

function sentence(words: string): string {
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** Every try of a channel, oldest first, as the technical details show them. */
function tries(delivery: Delivery): string[] {
  return delivery.history.map(
    (attempt) =>
      `${formatDateTime(attempt.at)}: ${attempt.ok ? "sent" : `failed: ${attempt.error ?? "no reason given"}`}`,
  );
}

/**
 * Each delivery channel's state in plain words; for a failure, what it means and what usually
 * puts it right, with the technical text (every try) folded away.
 */
export function DeliveryHistory({
  deliveries,
  state,
  now,
}: {
  deliveries: Delivery[];
  /** The lead's own state, said when it has no delivery at all. */
  state: DeliveryState;
  now: number;
}) {
  return (
    <section aria-labelledby="lead-delivery">
      <h2 id="lead-delivery" className="text-xl font-bold text-navy-900">
        Delivery
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-4 text-ink">{sentence(deliveryWords(state, now))}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {deliveries.map((delivery) => {
            const failed = delivery.state.kind === "failing" || delivery.state.kind === "gave-up";
            const explanation = failed
              ? explainDeliveryError(delivery.channel, delivery.lastError)
              : null;
            return (
              <li
                key={delivery.channel}
                className="grid min-w-0 gap-2 rounded-xl border border-line bg-white p-4 shadow-card"
              >
                <h3 className="font-bold text-navy-900">
                  {CHANNEL_LABELS[delivery.channel]}: {deliveryWords(delivery.state, now)}
                </h3>
                {explanation ? (
                  <p className="text-ink">
                    <span className="font-semibold text-danger">Why: </span>
                    {sentence(explanation.reason)} {explanation.advice}
                  </p>
                ) : null}
                <p className="text-sm text-muted">
                  {delivery.attempts === 1 ? "1 try" : `${delivery.attempts} tries`}
                </p>
                {delivery.history.length > 0 ? <TechnicalDetails lines={tries(delivery)} /> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
