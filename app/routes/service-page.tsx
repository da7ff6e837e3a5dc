import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/service";
import { ServiceIcon } from "~/components/cards/service-icon";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { CheckList } from "~/components/ui/check-list";
import { ChatLink } from "~/components/ui/external-link";
import { Picture } from "~/components/ui/picture";
import type { ServiceSection } from "~/content/schema";

import { MarkedText } from "~/components/ui/marked-text";
import type { Resolved } from "~/content/localized";
import { useUi } from "~/lib/use-ui";

export function ServicePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { service } = loaderData;
  const { ui, href } = useUi();
  return (
    <>
      <PageHeader
        title={service.title}
        lead={service.summary}
        before={
          <Link
            to={href("/services")}
            className="mb-2 inline-flex min-h-11 items-center gap-2 font-semibold text-ocean-300 hover:text-white"
          >
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            {loaderData.ui.service.backToServices}
          </Link>
        }
      />
      <div className="bg-white py-14 md:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.4fr_1fr]">
          <section aria-labelledby="offer-heading">
            <h2
              id="offer-heading"
              className="flex items-center gap-3 text-3xl font-bold text-navy-900"
            >
              <ServiceIcon icon={service.icon} className="size-8 text-ocean-700" />
              {loaderData.ui.service.whatWeOffer}
            </h2>
            <div className="mt-6 space-y-4 text-lg">
              {service.whatWeOffer.map((paragraph) => (
                <p key={paragraph}>
                  <MarkedText text={paragraph} />
                </p>
              ))}
            </div>
            <h2 className="mt-12 text-2xl font-bold text-navy-900">{ui.common.benefits}</h2>
            <CheckList items={service.benefits} className="mt-4 text-lg" />
            <div className="mt-10 flex flex-wrap gap-3">
              <Link to={href("/contact")} className={buttonClass("primary")}>
                {ui.common.contactUs}
              </Link>
              <ChatLink />
            </div>
          </section>
          <div className="overflow-hidden rounded-xl shadow-card lg:self-start">
            <Picture
              name={service.image}
              alt=""
              priority
              // Beside the text from the large breakpoint, below it on smaller screens.
              priorityMedia="(min-width: 1024px)"
              sizes="(min-width: 1280px) 487px, (min-width: 1024px) calc((100vw - 7rem) / 2.4), 100vw"
            />
          </div>
        </div>
      </div>
      {service.sections?.map((section, index) => (
        <section
          key={section.id}
          aria-labelledby={`${section.id}-heading`}
          className={index % 2 ? "bg-white py-14" : "bg-sand-50 py-14"}
        >
          <div className="container-page">
            <h2 id={`${section.id}-heading`} className="text-3xl font-bold text-navy-900">
              {section.heading}
            </h2>
            {section.intro ? (
              <p className="mt-3 max-w-3xl text-lg text-muted">
                <MarkedText text={section.intro} />
              </p>
            ) : null}
            <SectionBody section={section} />
          </div>
        </section>
      ))}
    </>
  );
}

function SectionBody({ section }: { section: Resolved<ServiceSection> }) {
  if (section.kind === "steps") {
    return (
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {section.steps.map((step, index) => (
          <li key={step.title} className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
            <p aria-hidden="true" className="text-sm font-bold text-coral-700">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-1 text-xl font-bold text-navy-900">{step.title}</h3>
            <p className="mt-2 text-muted">
              <MarkedText text={step.text} />
            </p>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <dl className="mt-8 grid gap-4 md:grid-cols-2">
      {section.terms.map((term) => (
        <div key={term.term} className="rounded-lg bg-white p-6 ring-1 ring-line">
          <dt className="text-lg font-bold text-navy-900">
            <MarkedText text={term.term} />
          </dt>
          <dd className="mt-2">
            <MarkedText text={term.description} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
