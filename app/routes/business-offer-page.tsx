import { FileDown, Users } from "lucide-react";
import type { Route } from "./+types/business-offer";
import { BookingSection, Callout, Guarantee, OfferHero } from "~/components/offer/offer-blocks";
import { ScrollLink } from "~/components/ui/scroll-link";
import { Section } from "~/components/ui/section";
import { BookingFormSection } from "~/features/booking-form/booking-form-section";
import { ResourceRequestButton } from "~/features/booking-form/resource-request-button";

export function BusinessOfferPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { offer } = loaderData;
  return (
    <>
      <OfferHero
        badge={offer.hero.badge}
        heading={offer.hero.heading}
        subheading={offer.hero.subheading}
      >
        <p className="mt-6 flex flex-wrap items-baseline gap-3">
          <span className="text-5xl font-extrabold text-white">{offer.hero.price}</span>
          <span className="text-xl text-sand-200">
            instead of <s>{offer.hero.wasPrice}</s>
          </span>
        </p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ScrollLink targetId="booking">{offer.hero.cta}</ScrollLink>
          <Callout>{offer.spotsLeft}</Callout>
        </div>
      </OfferHero>

      <Section id="included" heading={offer.included.heading} tone="sand">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {offer.included.items.map((item) => (
            <li key={item.title} className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
              <h3 className="text-xl font-bold text-navy-900">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="after-heading" className="bg-navy-900 py-14 text-white md:py-16">
        <div className="container-page max-w-3xl">
          <h2 id="after-heading" className="text-3xl font-bold">
            {offer.afterPackage.heading}
          </h2>
          <p className="mt-4 text-lg text-sand-100">{offer.afterPackage.text}</p>
        </div>
      </section>

      <Guarantee {...offer.guarantee} />

      <Section id="steps" heading={offer.steps.heading} tone="ocean">
        <ol className="grid gap-6 md:grid-cols-3">
          {offer.steps.items.map((step, index) => (
            <li key={step.title} className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
              <p aria-hidden="true" className="text-3xl font-extrabold text-coral-700">
                {index + 1}
              </p>
              <h3 className="mt-2 text-xl font-bold text-navy-900">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <ScrollLink targetId="booking">{offer.hero.cta}</ScrollLink>
          <p className="inline-flex items-center gap-2 font-semibold text-navy-900">
            <Users aria-hidden="true" className="size-5 text-coral-700" />
            {offer.spotsLeft}
          </p>
        </div>
      </Section>

      <BookingSection heading={offer.booking.heading} intro={offer.booking.intro}>
        <BookingFormSection kind="package" messagePlaceholder={offer.booking.messagePlaceholder} />
      </BookingSection>

      <Section id="resources" heading={offer.resources.heading} intro={offer.resources.intro}>
        <ul className="grid gap-6 md:grid-cols-3">
          {offer.resources.items.map((resource) => (
            <li
              key={resource.title}
              className="flex flex-col rounded-lg bg-white p-6 shadow-card ring-1 ring-line"
            >
              <FileDown aria-hidden="true" className="size-8 text-ocean-700" />
              <h3 className="mt-3 text-xl font-bold text-navy-900">{resource.title}</h3>
              <p className="mt-2 flex-1 text-muted">{resource.description}</p>
              <ResourceRequestButton title={resource.title} label={resource.cta} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
