import type { Route } from "./+types/services";
import { ServiceCards } from "~/components/cards/service-cards";
import { PageHeader } from "~/components/layout/page-header";
import { Section } from "~/components/ui/section";
import { serviceCards, servicesPage } from "~/content/services";
import { ConsultationOpener } from "~/features/consultation-wizard/consultation-opener";
import { localize } from "~/content/localized";
import { ui } from "~/content/ui";
import { pageLocale } from "~/lib/page-locale";
import { pageMeta } from "~/lib/seo";
import { useUi } from "~/lib/use-ui";

export function loader({ params }: Route.LoaderArgs) {
  const locale = pageLocale(params);
  return localize(
    {
      locale,
      page: servicesPage,
      services: serviceCards(),
      seo: {
        title: ui.services.title,
        description: servicesPage.seoDescription,
        path: "/services",
        locale,
        shareImage: "service" as const,
      },
    },
    locale,
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData.seo);

export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, locale } = loaderData;
  const { ui: text } = useUi();
  return (
    <>
      <PageHeader title={page.heading} lead={page.intro} />
      <Section id="service-list" heading={text.services.whatWeDo} className="bg-sand-50">
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
