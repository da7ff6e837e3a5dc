import { Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { ChatLink } from "~/components/ui/external-link";
import { site } from "~/content/site";

import { useUi } from "~/lib/use-ui";

export function ThankYouPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { page } = loaderData;
  const { ui, href } = useUi();
  return (
    <>
      <PageHeader title={page.heading} lead={page.intro} />
      <div className="bg-white py-14 md:py-20">
        <div className="container-page grid max-w-3xl gap-10">
          <section aria-labelledby="next-heading">
            <h2 id="next-heading" className="text-2xl font-bold text-navy-900">
              {page.nextHeading}
            </h2>
            <ol className="mt-5 grid list-decimal gap-3 ps-6 text-lg">
              {page.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="urgent-heading">
            <h2 id="urgent-heading" className="text-2xl font-bold text-navy-900">
              {page.urgentHeading}
            </h2>
            <p className="mt-3 text-lg">{page.urgent}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a href={site.phone.href} className={buttonClass("primary")}>
                <Phone aria-hidden="true" className="size-5" />
                <bdi dir="ltr">{site.phone.display}</bdi>
              </a>
              <ChatLink />
            </div>
          </section>
          <p>
            <Link to={href("/")} className="font-semibold text-ocean-700 underline">
              {ui.common.backToHome}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
