import { BellRing } from "lucide-react";

import { INCIDENT_WORDS, type OpenIncident } from "~/contracts/incidents";

import { formatWhen } from "./inbox-format";
import { TechnicalDetails } from "./technical-details";
import { useNow } from "./use-now";

/**
 * Under every inbox page's heading while the server has an alert open (e-mail delivery failing
 * for a while, a failed backup, a nearly full disk): what is wrong and what to do, until it is over.
 */
export function IncidentBanner({ incidents }: { incidents: readonly OpenIncident[] }) {
  const now = useNow();
  if (incidents.length === 0) return null;
  return (
    <section
      aria-labelledby="incident-banner"
      className="mt-4 grid grid-cols-1 gap-3 rounded-xl border-2 border-coral-800 bg-coral-100 p-4 text-ink"
    >
      <p id="incident-banner" className="flex items-start gap-2 font-bold text-coral-800">
        <BellRing aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {incidents.length === 1
          ? "The server needs attention."
          : `The server needs attention: ${incidents.length} problems.`}
      </p>
      <ul className="grid gap-3">
        {incidents.map((incident) => {
          const words = INCIDENT_WORDS[incident.kind];
          return (
            <li key={incident.kind} className="grid gap-1">
              <p className="font-semibold">
                {words.title}{" "}
                <span className="font-normal">(since {formatWhen(incident.since, now)})</span>
              </p>
              <p>
                <span className="font-semibold">What to do: </span>
                {words.advice}
              </p>
              {incident.detail ? <TechnicalDetails lines={[incident.detail]} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
