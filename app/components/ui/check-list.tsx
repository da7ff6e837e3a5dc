import { CircleCheck } from "lucide-react";

import { MarkedText } from "~/components/ui/marked-text";
import { cn } from "~/lib/cn";

/** A list of benefits or inclusions, each with a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("grid gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            <MarkedText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}
