/**
 * The company mark; decorative, because it always sits beside the company name or a label. Low
 * priority: a small drawing that need not come before the page's text and main picture.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <img
      src="/generated/images/logo.svg"
      alt=""
      width={64}
      height={64}
      className={className}
      decoding="async"
      fetchPriority="low"
    />
  );
}
