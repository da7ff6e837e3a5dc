import { Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { buttonClass } from "~/components/ui/button";
import { ChatLink } from "~/components/ui/external-link";
import { Section } from "~/components/ui/section";
import { site } from "~/content/site";
import { ContactFormSection } from "~/features/contact-form/contact-form-section";
import { CalculatorOpener } from "~/features/cost-calculator/calculator-opener";
import { EnquiryOpener } from "~/features/enquiry-form/enquiry-opener";
import { GuideOpener } from "~/features/guide-download/guide-opener";
import { HeroCarousel } from "~/components/home/hero-carousel";
import { HomeCatalogue } from "~/components/home/home-catalogue";
import { ContactDetails } from "~/components/layout/contact-details";

import { useUi } from "~/lib/use-ui";

export function HomePage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { copy, locale, forms } = loaderData;
  const { href } = useUi();
  return (
    <>
      <section aria-labelledby="hero-heading" className="bg-gradient-to-b from-ocean-50 to-sand-50">
        <div className="container-page grid items-center gap-10 py-12 md:py-16 lg:grid-cols-2 lg:py-20">
          <div>
            <p className="inline-flex rounded-full bg-navy-900 px-4 py-1.5 text-sm font-semibold text-white">
              {copy.hero.badge}
            </p>
            <h1
              id="hero-heading"
              className="mt-5 text-4xl leading-tight font-extrabold text-navy-900 md:text-5xl lg:text-6xl"
            >
              {copy.hero.heading}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-muted md:text-xl">{copy.hero.intro}</p>
            {/* On a phone the actions are stacked, not a wrapping row: a page painted before its parser
                reaches the end of a button's text (a slow phone) would otherwise show that button
                beside the one before and move it to the next line when the rest arrives. */}
            <div className="mt-8 grid gap-3 sm:flex sm:flex-wrap">
              <ChatLink label={copy.hero.chatLabel} />
              <Link to={href("/contact")} className={buttonClass("secondary")}>
                <Phone aria-hidden="true" className="size-5" />
                <bdi dir="ltr">{site.phone.display}</bdi>
              </Link>
            </div>
            <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
              <EnquiryOpener text={forms} interests={loaderData.interests} />
              {/* The guide and the calculator belong to the English-only cleaning business. */}
              {locale === "en" ? (
                <>
                  <GuideOpener />
                  <CalculatorOpener />
                </>
              ) : null}
            </div>
          </div>
          <HeroCarousel slides={loaderData.slides} words={loaderData.ui.carousel} />
        </div>
      </section>

      <HomeCatalogue
        categories={loaderData.categories}
        services={loaderData.services}
        copy={copy}
      />

      <Section
        id="contact"
        className="render-near-screen"
        heading={copy.contactSection.heading}
        intro={copy.contactSection.intro}
      >
        <div className="grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <ContactDetails />
          <ContactFormSection idPrefix="home-contact" text={forms} />
        </div>
      </Section>
    </>
  );
}
