import { MapPin } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/area";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { Section } from "~/components/ui/section";

export function AreaPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { area, quoteLinkLabel } = loaderData;
  const quoteLink = (
    <Link to="/contact" className={buttonClass("primary")}>
      {quoteLinkLabel}
    </Link>
  );
  return (
    <>
      <PageHeader eyebrow={area.name} title={area.headline} lead={area.intro[0]}>
        <div className="mt-8">{quoteLink}</div>
      </PageHeader>
      <div className="bg-white py-14 md:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div className="space-y-4 text-lg">
            {area.intro.slice(1).map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="neighbourhoods-heading" className="rounded-lg bg-ocean-50 p-6">
            <h2 id="neighbourhoods-heading" className="text-xl font-bold text-navy-900">
              Where we clean in {area.name}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-2">
              {area.neighbourhoods.map((place) => (
                <li key={place} className="flex items-center gap-2">
                  <MapPin aria-hidden="true" className="size-4 shrink-0 text-ocean-700" />
                  {place}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <Section id="area-services" tone="sand" heading={`Our cleaning services in ${area.name}`}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {area.services.map((service) => (
            <li
              key={service.title}
              className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line"
            >
              <h3 className="text-xl font-bold text-navy-900">{service.title}</h3>
              <p className="mt-2 text-muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="why-us" heading="Why businesses choose us">
        <CheckList items={area.whyUs} className="max-w-3xl text-lg" />
        <div className="mt-10">{quoteLink}</div>
      </Section>
    </>
  );
}
