import type { Route } from "./+types/services";
import { ServiceCards } from "~/components/cards/service-cards";
import { PageHeader } from "~/components/layout/page-header";
import { Section } from "~/components/ui/section";
import { ConsultationOpener } from "~/features/consultation-wizard/consultation-opener";

export function ServicesPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { page, locale } = loaderData;
  return (
    <>
      <PageHeader title={page.heading} lead={page.intro} />
      <Section id="service-list" heading={loaderData.ui.services.whatWeDo} className="bg-sand-50">
        <ServiceCards services={loaderData.services} firstPriority />
      </Section>
      {/* The coaching consultation belongs to the English-only earlier business. */}
      {locale === "en" ? (
        <Section
          id="coaching"
          tone="ocean"
          heading="Free Coaching Consultation"
          intro="Planning to grow, or to bring in outside help? Answer nine short questions and we will arrange a free consultation about your needs."
        >
          <ConsultationOpener variant="primary" />
        </Section>
      ) : null}
    </>
  );
}
