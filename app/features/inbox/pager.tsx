import { ChevronLeft, ChevronRight } from "lucide-react";

import { buttonClass } from "~/components/ui/button";

/** Previous, "Page 2 of 3", Next. Hidden when everything fits on one page. */
export function Pager({
  label,
  page,
  pageCount,
  onPage,
}: {
  /** What is paged, e.g. "Pages of leads". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <button
        type="button"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        className={buttonClass("secondary", "min-h-11")}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        Previous
      </button>
      <p className="font-semibold text-navy-900">
        Page {page} of {pageCount}
      </p>
      <button
        type="button"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
        className={buttonClass("secondary", "min-h-11")}
      >
        Next
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}
