import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

import type { Crumb } from "~/lib/breadcrumbs";
import { useUi } from "~/lib/use-ui";

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={useUi().ui.nav.breadcrumb} className="mb-4">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-sand-100">
        {items.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1">
            {index > 0 ? (
              <ChevronRight aria-hidden="true" className="size-4 text-ocean-300 rtl:-scale-x-100" />
            ) : null}
            {crumb.href ? (
              <Link
                to={crumb.href}
                className="inline-flex min-h-6 items-center underline-offset-4 hover:underline"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-white">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
