/**
 * What to do about a failure and the technical text behind its plain words, folded away until
 * asked for.
 */
export function TechnicalDetails({
  summary = "Technical details",
  advice,
  lines,
}: {
  summary?: string;
  advice?: string;
  lines: readonly string[];
}) {
  return (
    <details className="min-w-0 text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-navy-900 underline underline-offset-4">
        {summary}
      </summary>
      {advice ? <p className="text-base text-ink">{advice}</p> : null}
      {lines.length > 0 ? (
        <>
          {advice ? <p className="mt-2 font-semibold text-navy-900">Technical details</p> : null}
          <ul className="mt-1 grid gap-1">
            {lines.map((line, index) => (
              <li key={index} className="font-mono wrap-break-word text-ink">
                {line}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </details>
  );
}
