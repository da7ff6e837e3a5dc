import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { MarkedText } from "~/components/ui/marked-text";
import type { Crumb } from "~/lib/breadcrumbs";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  breadcrumbs?: Crumb[];
  /** Shown above the title, e.g. a back link. */
  before?: React.ReactNode;
  children?: React.ReactNode;
}

/** The top band of an inner page: optional breadcrumbs, the page's h1 and a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  breadcrumbs,
  before,
  children,
}: PageHeaderProps) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="container-page py-12 md:py-16">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {before}
        {eyebrow ? (
          <p className="text-sm font-bold tracking-wider text-ocean-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-4xl font-bold md:text-5xl">{title}</h1>
        {lead ? (
          <p className="mt-4 max-w-3xl text-lg text-sand-100">
            <MarkedText text={lead} />
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
