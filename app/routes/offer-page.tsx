import { CircleAlert, Clock } from "lucide-react";
import type { Route } from "./+types/offer";
import { BookingSection, Callout, Guarantee, OfferHero } from "~/components/offer/offer-blocks";
import { CheckList } from "~/components/ui/check-list";
import { ScrollLink } from "~/components/ui/scroll-link";
import { Section } from "~/components/ui/section";
import { BookingFormSection } from "~/features/booking-form/booking-form-section";
import { ChecklistOpener } from "~/features/checklist-download/checklist-opener";
import { CalculatorOpener } from "~/features/cost-calculator/calculator-opener";

export function OfferPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { offer } = loaderData;
  return (
    <>
      <OfferHero
        badge={offer.hero.badge}
        heading={offer.hero.heading}
        subheading={offer.hero.subheading}
      >
        <CheckList items={offer.hero.points} className="mt-6 text-lg text-white" />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ScrollLink targetId="booking">{offer.hero.cta}</ScrollLink>
          <Callout>{offer.socialProof}</Callout>
        </div>
      </OfferHero>

      <Section
        id="pain-points"
        heading={offer.painPoints.heading}
        intro={offer.painPoints.intro}
        tone="sand"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {offer.painPoints.items.map((item) => (
            <li key={item.title} className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
              <h3 className="flex items-center gap-2 text-xl font-bold text-navy-900">
                <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-coral-700" />
                {item.title}
              </h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Guarantee {...offer.guarantee} />

      <Section id="value" heading={offer.value.heading} tone="ocean">
        <div className="max-w-3xl rounded-xl bg-white p-6 shadow-card ring-1 ring-line md:p-8">
          <dl className="divide-y divide-line">
            {offer.value.items.map((item) => (
              <div key={item.label} className="flex justify-between gap-4 py-3">
                <dt>{item.label}</dt>
                <dd className="font-semibold text-navy-900">{item.value}</dd>
              </div>
            ))}
            <div className="flex justify-between gap-4 py-3 text-xl font-bold text-navy-900">
              <dt>{offer.value.totalLabel}</dt>
              <dd>{offer.value.total}</dd>
            </div>
          </dl>
          <p className="mt-4 rounded-md bg-coral-100 px-4 py-3 font-semibold text-coral-800">
            {offer.value.voucher}
          </p>
          <ScrollLink targetId="booking" className="mt-6">
            {offer.hero.cta}
          </ScrollLink>
        </div>
      </Section>

      <BookingSection heading={offer.booking.heading} intro={offer.booking.intro}>
        <BookingFormSection kind="trial" messagePlaceholder={offer.booking.messagePlaceholder} />
      </BookingSection>

      <section aria-labelledby="banner-heading" className="bg-coral-700 py-10 text-white">
        <div className="container-page flex flex-col items-start gap-4 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="banner-heading" className="flex items-center gap-2 text-2xl font-bold">
              <Clock aria-hidden="true" className="size-6 shrink-0" />
              {offer.banner.heading}
            </h2>
            <p className="mt-2 max-w-3xl">{offer.banner.text}</p>
          </div>
          <ScrollLink targetId="booking" variant="ghost-light">
            {offer.hero.cta}
          </ScrollLink>
        </div>
      </section>

      <Section id="checklist" heading={offer.checklist.heading} intro={offer.checklist.text}>
        <div className="flex flex-wrap gap-3">
          <ChecklistOpener />
          <CalculatorOpener />
        </div>
      </Section>
    </>
  );
}
