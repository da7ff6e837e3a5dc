import { Link } from "react-router";
import type { Route } from "./+types/about";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { Section } from "~/components/ui/section";
import { ConsultationOpener } from "~/features/consultation-wizard/consultation-opener";

import { useUi } from "~/lib/use-ui";

export function AboutPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { about: copy, locale } = loaderData;
  const { ui: text, href } = useUi();
  return (
    <>
      <PageHeader title={copy.heading} lead={copy.lead} />
      <section aria-labelledby="story-heading" className="bg-white py-14 md:py-20">
        <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <h2 id="story-heading" className="text-3xl font-bold text-navy-900 md:text-4xl">
              {copy.story.heading}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-ink">
              {copy.story.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 content-start gap-4">
            {copy.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex flex-col rounded-lg bg-ocean-50 p-5 ring-1 ring-ocean-100"
              >
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="order-first text-3xl font-extrabold text-navy-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <Section
        id="strategy"
        tone="ocean"
        heading={copy.strategy.heading}
        intro={copy.strategy.intro}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {copy.strategy.pillars.map((pillar, index) => (
            <li key={pillar.title} className="rounded-lg bg-white p-6 shadow-card ring-1 ring-line">
              <p aria-hidden="true" className="text-sm font-bold text-coral-700">
                {String(index + 1).padStart(2, "0")}
              </p>
              <h3 className="mt-1 text-xl font-bold text-navy-900">{pillar.title}</h3>
              <p className="mt-2 text-muted">{pillar.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <section aria-labelledby="closing-heading" className="bg-navy-900 py-14 text-white md:py-20">
        <div className="container-page max-w-3xl text-center">
          <h2 id="closing-heading" className="text-3xl font-bold md:text-4xl">
            {copy.closing.heading}
          </h2>
          <p className="mt-4 text-lg text-sand-100">{copy.closing.text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={href("/contact")} className={buttonClass("primary")}>
              {text.common.contactUs}
            </Link>
            {/* The coaching consultation belongs to the English-only earlier business. */}
            {locale === "en" ? <ConsultationOpener variant="ghost-light" /> : null}
          </div>
        </div>
      </section>
    </>
  );
}
