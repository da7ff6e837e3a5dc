import { cn } from "~/lib/cn";

/**
 * A page's h1. It takes focus when the page changes (signing in or out, opening a lead), so a
 * screen reader starts reading the new page; focus there draws no outline.
 */
export function InboxHeading({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <h1
      tabIndex={-1}
      className={cn(
        "text-2xl font-bold wrap-anywhere text-navy-900 outline-none sm:text-3xl",
        className,
      )}
    >
      {children}
    </h1>
  );
}
