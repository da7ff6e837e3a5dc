import { BadgeCheck, ShieldCheck } from "lucide-react";

import { CheckList } from "~/components/ui/check-list";
import { cn } from "~/lib/cn";

/** The dark hero band shared by the two cleaning offer pages. */
export function OfferHero({
  badge,
  heading,
  subheading,
  children,
}: {
  badge: string;
  heading: string;
  subheading: string;
  children?: React.ReactNode;
}) {
  return (
    <header className="bg-navy-900 text-white">
      <div className="container-page py-14 md:py-20">
        <p className="inline-flex rounded-full bg-coral-700 px-4 py-1.5 text-sm font-bold tracking-wide">
          {badge}
        </p>
        <h1 className="mt-5 max-w-4xl text-4xl leading-tight font-extrabold md:text-5xl">
          {heading}
        </h1>
        <p className="mt-5 max-w-3xl text-lg text-sand-100 md:text-xl">{subheading}</p>
        {children}
      </div>
    </header>
  );
}

export function Guarantee({
  heading,
  text,
  points,
}: {
  heading: string;
  text: string;
  points: readonly string[];
}) {
  return (
    <section aria-labelledby="guarantee-heading" className="bg-white py-14 md:py-20">
      <div className="container-page">
        <div className="rounded-xl bg-ocean-50 p-6 ring-1 ring-ocean-100 md:p-10">
          <h2
            id="guarantee-heading"
            className="flex items-center gap-3 text-3xl font-bold text-navy-900"
          >
            <ShieldCheck aria-hidden="true" className="size-9 shrink-0 text-ocean-700" />
            {heading}
          </h2>
          <p className="mt-4 max-w-3xl text-lg">{text}</p>
          <CheckList items={points} className="mt-6 text-lg" />
        </div>
      </div>
    </section>
  );
}

/** A highlighted one-line claim such as "10 new clients this month". */
export function Callout({
  children,
  className,
}: {
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <p
      className={cn(
        "inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold text-navy-900",
        className,
      )}
    >
      <BadgeCheck aria-hidden="true" className="size-5 text-success" />
      {children}
    </p>
  );
}

/** The booking section the book/claim buttons scroll to. */
export function BookingSection({
  heading,
  intro,
  children,
}: {
  heading: string;
  intro: string;
  children: React.ReactNode;
}) {
  return (
    <section
      id="booking"
      aria-labelledby="booking-heading"
      className="bg-sand-100 py-14 outline-none md:py-20"
    >
      <div className="container-page max-w-3xl">
        <h2 id="booking-heading" className="text-3xl font-bold text-navy-900 md:text-4xl">
          {heading}
        </h2>
        <p className="mt-3 text-lg text-muted">{intro}</p>
        <div className="mt-8 rounded-xl bg-white p-6 shadow-card ring-1 ring-line md:p-8">
          {children}
        </div>
      </div>
    </section>
  );
}
