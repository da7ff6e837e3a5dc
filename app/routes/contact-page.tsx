import type { Route } from "./+types/contact";
import { ContactDetails } from "~/components/layout/contact-details";
import { MapEmbed } from "~/components/layout/map-embed";
import { PageHeader } from "~/components/layout/page-header";
import { ContactFormSection } from "~/features/contact-form/contact-form-section";

export function ContactPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { page, form } = loaderData;
  return (
    <>
      <PageHeader title={page.heading} lead={page.intro} />
      <div className="bg-white py-14 md:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1fr_1.4fr]">
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="mb-6 text-2xl font-bold text-navy-900">
              {loaderData.ui.contact.howToReach}
            </h2>
            <ContactDetails />
          </section>
          <section aria-labelledby="contact-form-heading">
            <h2 id="contact-form-heading" className="text-2xl font-bold text-navy-900">
              {page.formHeading}
            </h2>
            <p className="mt-2 mb-6 text-muted">{page.formIntro}</p>
            <ContactFormSection idPrefix="contact" text={form} />
          </section>
        </div>
      </div>
      <section aria-labelledby="map-heading" className="bg-sand-50 py-14 md:py-20">
        <div className="container-page">
          <h2 id="map-heading" className="text-2xl font-bold text-navy-900 md:text-3xl">
            {page.mapHeading}
          </h2>
          <MapEmbed />
        </div>
      </section>
    </>
  );
}
