import type { Delivery, LeadStatus } from "~/contracts/inbox";

import { CHANNEL_LABELS, formatDateTime, isoDateTime, OUTBOX_STATUS_LABELS } from "./inbox-format";

function When({ at }: { at: number }) {
  return <time dateTime={isoDateTime(at)}>{formatDateTime(at)}</time>;
}

/** Each delivery channel's state and every attempt, oldest first. */
export function DeliveryHistory({
  deliveries,
  status,
}: {
  deliveries: Delivery[];
  status: LeadStatus;
}) {
  return (
    <section aria-labelledby="lead-delivery">
      <h2 id="lead-delivery" className="text-xl font-bold text-navy-900">
        Delivery
      </h2>
      {deliveries.length === 0 ? (
        <p className="mt-4 text-ink">
          {status === "spam"
            ? "Not sent: spam is never forwarded."
            : "Not sent: no delivery was set up when it arrived."}
        </p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {deliveries.map((delivery) => (
            <li
              key={delivery.channel}
              className="rounded-xl border border-line bg-white p-4 shadow-card"
            >
              <h3 className="font-bold text-navy-900">
                {CHANNEL_LABELS[delivery.channel]}: {OUTBOX_STATUS_LABELS[delivery.status]}
              </h3>
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                <dt className="font-semibold text-navy-900">Attempts</dt>
                <dd>{delivery.attempts}</dd>
                {delivery.sentAt !== null ? (
                  <>
                    <dt className="font-semibold text-navy-900">Sent</dt>
                    <dd>
                      <When at={delivery.sentAt} />
                    </dd>
                  </>
                ) : null}
                {delivery.nextAttemptAt !== null ? (
                  <>
                    <dt className="font-semibold text-navy-900">Next try</dt>
                    <dd>
                      <When at={delivery.nextAttemptAt} />
                    </dd>
                  </>
                ) : null}
                {delivery.lastError ? (
                  <>
                    <dt className="font-semibold text-navy-900">Last error</dt>
                    <dd className="wrap-anywhere">{delivery.lastError}</dd>
                  </>
                ) : null}
              </dl>
              {delivery.history.length > 0 ? (
                <>
                  <h4 className="mt-3 text-sm font-semibold text-navy-900">
                    Attempts, oldest first
                  </h4>
                  <ol className="mt-1 grid gap-1 text-sm">
                    {delivery.history.map((attempt, index) => (
                      <li key={`${attempt.at}-${index}`} className="wrap-anywhere">
                        <When at={attempt.at} />:{" "}
                        {attempt.ok ? (
                          <span className="font-semibold text-success">sent</span>
                        ) : (
                          <>
                            <span className="font-semibold text-danger">failed</span>
                            {attempt.error ? ` (${attempt.error})` : null}
                          </>
                        )}
                      </li>
                    ))}
                  </ol>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
