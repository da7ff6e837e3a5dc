/** "Step N of M" with a progress bar, for the multi-step dialogs. */
export function StepProgress({
  step,
  total,
  label,
}: {
  step: number;
  total: number;
  label: string;
}) {
  const text = `Step ${step} of ${total}`;
  return (
    <div className="grid gap-2">
      <p className="text-sm font-semibold text-navy-900">{text}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-ocean-100"
      >
        <div
          className="h-full rounded-full bg-ocean-700 transition-[width] motion-reduce:transition-none"
          style={{ width: `${(step / total) * 100}%` }}
        />
      </div>
    </div>
  );
}
