import { Phone } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/thank-you";
import { PageHeader } from "~/components/layout/page-header";
import { buttonClass } from "~/components/ui/button";
import { ChatLink } from "~/components/ui/external-link";
import { site } from "~/content/site";
import { REFERENCE_SLOT } from "~/contracts/lead-reference";

import { useUi } from "~/lib/use-ui";

export function ThankYouPage({ loaderData }: Pick<Route.ComponentProps, "loaderData">) {
  const { page } = loaderData;
  const { ui, href } = useUi();
  return (
    <>
      <PageHeader title={page.heading} lead={page.intro} />
      <div className="bg-white py-14 md:py-20">
        <div className="container-page grid max-w-3xl gap-10">
          {/* Hidden while empty: the server writes the reference of a form sent without
              JavaScript into the slot (server/leads/thank-you.ts), and React leaves it there. */}
          <p className="rounded-md border border-line bg-sand-50 p-4 text-lg has-[[data-lead-reference]:empty]:hidden">
            <span className="block">{page.reference}</span>{" "}
            <strong className="block text-2xl tracking-wide text-navy-900">
              <bdi
                dir="ltr"
                className="whitespace-nowrap"
                {...{ [REFERENCE_SLOT]: "" }}
                suppressHydrationWarning
              >
                {""}
              </bdi>
            </strong>
            <span className="mt-1 block text-muted">{page.referenceHint}</span>
          </p>
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
